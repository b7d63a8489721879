/**
 * The Redis side of a consume: refill, check the burst and the monthly quota, take a token and count the month,
 * all in one Lua script. Redis runs a script atomically, so every node sees one bucket and one monthly count per
 * subject (the same arithmetic as token-bucket.ts, which turns the result into a decision).
 *
 * KEYS[1] bucket hash {tokens, ts}; KEYS[2] monthly counter.
 * ARGV: now (Unix ms), rate (tokens/s), burst, monthly quota (-1 = unlimited), monthly counter TTL (ms).
 * TTLs are relative to `now`, so a caller's clock (or a test's injected one) decides, not Redis's.
 * Returns {allowed 0|1, tokens after (string, to keep the fraction), month count after, reason ('' | burst | monthly)}.
 * A bucket expires once it would be full again: a missing bucket and a full one are the same thing.
 */
export const CONSUME_LUA = `
local now = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local quota = tonumber(ARGV[4])
local month_ttl = tonumber(ARGV[5])

local state = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(state[1])
local ts = tonumber(state[2])
if tokens == nil or ts == nil then
  tokens = burst
  ts = now
end
if now > ts then
  tokens = math.min(burst, tokens + (now - ts) * rate / 1000)
  ts = now
end

local used = tonumber(redis.call('GET', KEYS[2]) or '0')
local reason = ''
if tokens < 1 then
  reason = 'burst'
elseif quota >= 0 and used >= quota then
  reason = 'monthly'
else
  tokens = tokens - 1
  used = redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], month_ttl)
end

redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(ts))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * 1000 / rate) + 1000)
local allowed = 0
if reason == '' then allowed = 1 end
return {allowed, tostring(tokens), used, reason}
`;
