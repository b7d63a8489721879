/**
 * The ceiling for the HTTP scenario: a Fastify hello-world that parses a JSON body and echoes it back, with the
 * same Fastify major version and defaults pdps uses and the logger off. Started as a child process by
 * bench/http.bench.ts on PORT (127.0.0.1 only).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/v1/detect', async (request) => request.body);

const port = Number(process.env.PORT);
await app.listen({ host: '127.0.0.1', port });
process.stdout.write(`listening ${port}\n`);
