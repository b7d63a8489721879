/**
 * Table-driven recognizer tests through the public API. Test values are synthetic or published test
 * numbers (cited per table); each positive has near-miss negatives (bad checksum, wrong length, lookalike).
 */
import { describe, expect, it } from 'vitest';
import { createAnalyzer, type Entity } from '../../src/engine/index.js';

const analyzer = createAnalyzer();

/** The [type, text] pairs found in `input`. */
function found(input: string, options?: Parameters<typeof analyzer.analyze>[1]): Array<[string, string]> {
  return analyzer.analyze(input, options).map((e: Entity) => [e.type, e.text]);
}

type Row = [input: string, type: string, value: string];

function positives(rows: Row[]): void {
  it.each(rows)('finds in %j: %s %j', (input, type, value) => {
    expect(found(input)).toContainEqual([type, value]);
  });
}

function negatives(type: string, inputs: string[]): void {
  it.each(inputs)(`finds no ${type} in %j`, (input) => {
    expect(found(input).filter(([t]) => t === type)).toEqual([]);
  });
}

describe('EMAIL', () => {
  positives([
    ['Write to john.doe+tag@example.co.uk today', 'EMAIL', 'john.doe+tag@example.co.uk'],
    ['(mail: a_b@sub.example.org)', 'EMAIL', 'a_b@sub.example.org'],
    ['login ok user=dwight.k@example.org ip=203.0.113.7', 'EMAIL', 'dwight.k@example.org'],
    ["reply to 'ann.lee@example.com' now", 'EMAIL', 'ann.lee@example.com'],
    ['bounce SRS0=HHH=TT=example.com=ann@forwarder.example.net', 'EMAIL', 'ann@forwarder.example.net'],
  ]);
  negatives('EMAIL', [
    'user@localhost', 'twitter @handle', 'a..b@example.com', 'x@example.c0m',
    // The '@' that ends a URL's user info is no mailbox's.
    'postgres://app:Vq7!mR2x9Lp@db.internal:5432/orders', 'ftp://anonymous@ftp.example.org/pub',
  ]);
});

describe('PHONE', () => {
  positives([
    ['Call me at (212) 555-0147 tomorrow', 'PHONE', '(212) 555-0147'],
    ['Office: +44 20 7946 0958', 'PHONE', '+44 20 7946 0958'], // Ofcom drama range
    ['Desk: +1-903-140-4508x769', 'PHONE', '+1-903-140-4508x769'],
    ['Fax: 9498777106', 'PHONE', '9498777106'],
    ['You can call 469 34 883', 'PHONE', '469 34 883'],
    ['Telefon: 06221 548731. Mit freundlichen Grüßen', 'PHONE', '06221 548731'],
  ]);
  negatives('PHONE', [
    'Order 4155550123 shipped', 'Total: 1234567 units', 'pi is 3.14159265', 'ISBN 978-3-16-148410-0',
    // Digits hyphen-joined to a word are an identifier's tail.
    'Claim CLM-2025-118834 opened', 'ticket INC-415-555-0132',
    // Years ranges; a phone word inside another word ("Télécom") is no context.
    'Copyright (c) 2000-2011 France Télécom', 'Copyright: 2006-2012, Toni Ronkko, call',
  ]);
});

describe('SSN', () => {
  positives([
    ['SSN: 536-90-4399', 'SSN', '536-90-4399'],
    ['social security number 536 90 4399', 'SSN', '536 90 4399'],
  ]);
  // SSA rules: area 000, 666 and 9xx, group 00 and serial 0000 are never issued; 078-05-1120 was voided.
  negatives('SSN', ['SSN 000-12-3456', 'SSN 666-12-3456', 'SSN 900-12-3456', 'SSN 123-00-4567', 'SSN 123-45-0000', 'SSN 078-05-1120', 'part 1234-56-789']);
});

describe('CREDIT_CARD', () => {
  // Published scheme test PANs.
  positives([
    ['Card 4111 1111 1111 1111 expires', 'CREDIT_CARD', '4111 1111 1111 1111'],
    ['Amex 3782-822463-10005', 'CREDIT_CARD', '3782-822463-10005'],
    ['mc 5500005555555559.', 'CREDIT_CARD', '5500005555555559'],
    ['jcb 180016070420458 ok', 'CREDIT_CARD', '180016070420458'], // legacy 15-digit JCB range, Luhn-valid
    // Luhn-valid, prefix outside the scheme table: a card word nearby decides.
    ['my credit card 8012345678901230 was declined', 'CREDIT_CARD', '8012345678901230'],
    ['store card no. 990012345676', 'CREDIT_CARD', '990012345676'],
  ]);
  negatives('CREDIT_CARD', [
    'Card 4111111111111112', 'order id 1234567812345678', 'tracking 9400 1000 0000 0000 0000 00', '4111-1111 1111-1111',
    'shipment 8012345678901230 left the depot', // Luhn-valid, unknown prefix, no card word
  ]);
});

describe('IBAN', () => {
  positives([
    ['IBAN GB82 WEST 1234 5698 7654 32 ok', 'IBAN', 'GB82 WEST 1234 5698 7654 32'],
    ['pay DE89370400440532013000.', 'IBAN', 'DE89370400440532013000'],
    ['my iban is gb82west12345698765432', 'IBAN', 'gb82west12345698765432'],
  ]);
  negatives('IBAN', ['bad GB82WEST12345698765431', 'GB82WEST123456987654', 'ZZ82WEST12345698765432']);
});

describe('IP_ADDRESS and MAC_ADDRESS', () => {
  positives([
    ['server 192.168.1.20 is down', 'IP_ADDRESS', '192.168.1.20'],
    ['from 2001:db8::ff00:42:8329.', 'IP_ADDRESS', '2001:db8::ff00:42:8329'],
    ['loopback ::1 only', 'IP_ADDRESS', '::1'],
    ['mac 00:1A:2B:3C:4D:5E', 'MAC_ADDRESS', '00:1A:2B:3C:4D:5E'],
  ]);
  positives([['client:10.0.0.7 refused', 'IP_ADDRESS', '10.0.0.7']]);
  negatives('IP_ADDRESS', [
    'version 1.2.3.4', 'at 12:30:45', '10.0.0.256', '1.2.3.4.5', 'ratio 3:2',
    // Versions after '@', clause numbers of standards, colon-separated records.
    'node@0.10.33 v8@3.14.5.9 ares@1.9.0', 'defined in ECMA262 sections [11.6.2.1]', 'see section 4.2.1.3',
    'someone:x:1022:1022::/home/someone:/bin/bash',
    // Each version word in any case, with its dot, blanks (a no-break space among them) and bracket.
    'Release 10.1.2.3', 'BUILD 1.2.3.4', 'ver. 1.2.3.4', 'v 1.2.3.4', 'Chapter 1.2.3.4', 'clause 1.2.3.4', 'sec. 1.2.3.4', '§ 1.2.3.4',
    'version\u00a01.2.3.4', 'see section [1.2.3.4]', 'x@1.2.3.4',
  ]);
  // A word that ends like a version word, or holds one, is none.
  positives([
    ['Server 10.0.0.1 is up', 'IP_ADDRESS', '10.0.0.1'],
    ['aversion 1.2.3.4 noted', 'IP_ADDRESS', '1.2.3.4'],
    ['host_v 1.2.3.4 noted', 'IP_ADDRESS', '1.2.3.4'],
  ]);
});

describe('URL', () => {
  positives([
    ['visit https://example.com/path?q=1). Thanks', 'URL', 'https://example.com/path?q=1'],
    ['see www.example.org.', 'URL', 'www.example.org'],
    ['[![ci](https://x.org/badge.svg?b=main)](https://x.org/ci)', 'URL', 'https://x.org/badge.svg?b=main'],
    ['see (https://en.wikipedia.org/wiki/Foo_(bar)) now', 'URL', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
  ]);
  negatives('URL', ['the file www.txt', 'ftp:// nothing', 'https://nohost']);
});

describe('DATE and DATE_OF_BIRTH', () => {
  positives([
    ['Ref 2024-01-05T10:00:00Z', 'DATE', '2024-01-05T10:00:00Z'],
    ['Ref 2024-01-05 10:00 then', 'DATE', '2024-01-05 10:00'],
    ['Ref 05/01/2024 10:00:30 then', 'DATE', '05/01/2024 10:00:30'],
    // log4j's default layout writes milliseconds after a comma.
    ['2026-11-19 22:47:03,118 ERROR [main] Foo - failed', 'DATE', '2026-11-19 22:47:03,118'],
    ['since 5/5/1937 it rains', 'DATE', '5/5/1937'],
    ['She was born on March 5, 1990.', 'DATE_OF_BIRTH', 'March 5, 1990'],
    ['DOB: 1990-03-05', 'DATE_OF_BIRTH', '1990-03-05'],
    ['Reported 2017 Mar 4, #1532', 'DATE', '2017 Mar 4'],
    // No year: a capitalized full month name and a real day.
    ['the office will close on October 1 for the holiday', 'DATE', 'October 1'],
    ['Deadline: 21st of March.', 'DATE', '21st of March'],
    ['We met on Monday, March 3rd at noon', 'DATE', 'Monday, March 3rd'],
    ['He was born on July 4.', 'DATE_OF_BIRTH', 'July 4'],
    // Timestamps in mail and log layouts are one date, weekday and clock time included.
    ['Date: Mon, 04 Mar 2024 11:02:45 +0100\nFrom: a', 'DATE', 'Mon, 04 Mar 2024 11:02:45 +0100'],
    ['Date:   Tue Jan 9 14:31:07 2024 +0100', 'DATE', 'Tue Jan 9 14:31:07 2024 +0100'],
    ['built Sun Aug  1 20:25:37 PDT 1999 on host', 'DATE', 'Sun Aug  1 20:25:37 PDT 1999'],
    ['Date: 06.02.22, signed', 'DATE', '06.02.22'],
    // Web-server (Common Log Format), syslog and database layouts.
    ['10.0.0.1 - - [12/Oct/2025:07:41:09 +0000] "GET / HTTP/1.1" 200', 'DATE', '12/Oct/2025:07:41:09 +0000'],
    ['Oct 12 07:52:33 gw01 dhcpd[1123]: DHCPACK on 10.0.0.5', 'DATE', 'Oct 12 07:52:33'],
    ['Mar  3 09:05:12.123 host sshd[9]: accepted', 'DATE', 'Mar  3 09:05:12.123'],
    ['HIRE_DATE 05-Mar-2024 in the export', 'DATE', '05-Mar-2024'],
    ['The adjuster inspected on Sept. 4; estimate follows', 'DATE', 'Sept. 4'],
    // A day and an abbreviated month, a month and a year.
    ['Delivered 17 Nov to the depot', 'DATE', '17 Nov'],
    ['Invoice due 5 Jan. Thanks', 'DATE', '5 Jan'],
    ['We move in December 2026, as planned', 'DATE', 'December 2026'],
    ['born on 12 May 1897 in Oslo', 'DATE_OF_BIRTH', '12 May 1897'],
  ]);
  negatives('DATE', [
    'meeting 2023-02-30', 'score 13/45/2020', 'build 1.2.2020.5', 'kernel 2.6.12', 'since patch 7.4.1925',
    'you may 5 times retry', 'February 30 is no day', 'March 3.5 percent', 'April 12:30 slot', 'June 2-3 draft', 'Tue 12',
    // A calendar check on the log forms; a clock past 23:59 is none; "Sec. 4" is a section, not a month.
    '[31/Feb/2025:07:41:09 +0000]', 'Oct 12 25:52:33 gw01', 'Jun 31 07:52:33 gw01', 'see Sec. 4 below', 'order 12-Oct-25x', 'Jan 2 mar 3 items', 'the 1990s', 'March 20205',
  ]);
});

describe('DATE beside version numbers', () => {
  it('takes a changelog heading "1.9.48 / 06.02.2022" as a version and a date', () => {
    expect(found('Release notes: 1.9.48 / 06.02.2022').filter(([t]) => t === 'DATE')).toEqual([['DATE', '06.02.2022']]);
  });

  it.each(['version', 'VERSION', 'ver.', 'Ver', 'patch', 'release', 'Release', 'build', 'BUILD', 'v', 'V.', 'version\t'])('a date-shaped number after "%s" is a version', (word) => {
    expect(found(`${word} 06.02.2022`).filter(([t]) => t === 'DATE')).toEqual([]);
    // The word before the number decides: a date after another word is a date.
    expect(found(`before 06.02.2022`).filter(([t]) => t === 'DATE')).toEqual([['DATE', '06.02.2022']]);
  });

  it('a year and a word that merely opens like a month is no date; with the month it is', () => {
    expect(found('2017 Maple Road').filter(([t]) => t === 'DATE')).toEqual([]);
    expect(found('2017 Mar 4').filter(([t]) => t === 'DATE')).toEqual([['DATE', '2017 Mar 4']]);
    expect(found('the 5th of March 1990').filter(([t]) => t === 'DATE')).toEqual([['DATE', '5th of March 1990']]);
    expect(found('the 5th OF MARCH 1990').filter(([t]) => t === 'DATE')).toEqual([['DATE', '5th OF MARCH 1990']]);
  });
});

describe('AGE', () => {
  positives([
    ['This 79 year old female', 'AGE', '79'],
    ['age: 37', 'AGE', '37'],
    ['He just turned 69', 'AGE', '69'],
  ]);
  negatives('AGE', ['he turned 3.5 pages', '200 years old castle', 'room 42']);
});

describe('PERSON_NAME', () => {
  positives([
    ['Dear John Smith, thanks.', 'PERSON_NAME', 'John Smith'],
    ['Patient Maria García was seen by Dr. Chen.', 'PERSON_NAME', 'Maria García'],
    ['Patient Maria García was seen by Dr. Chen.', 'PERSON_NAME', 'Chen'],
    ['My name is anna karenina', 'PERSON_NAME', 'anna karenina'],
    ["Mr. O'Brien called", 'PERSON_NAME', "O'Brien"],
    ['They had 3: Efimiya, Mary and Jennifer.', 'PERSON_NAME', 'Efimiya'],
    ['signed by Ravil G Yefimov', 'PERSON_NAME', 'Ravil G Yefimov'],
    ['we need to add Ryan P Costa as guardian', 'PERSON_NAME', 'Ryan P Costa'],
    ['Mrs. catherine vassiliev called', 'PERSON_NAME', 'catherine vassiliev'],
    ["What's your name? Abbas Kadyrov", 'PERSON_NAME', 'Abbas Kadyrov'],
    ['For my take on Mrs. Baker, see below', 'PERSON_NAME', 'Baker'],
    ['The Gunnhildur F. Helgadóttir version', 'PERSON_NAME', 'Gunnhildur F. Helgadóttir'],
  ]);
  // Capitalized ordinary words, sentence-initial words, places and organisations.
  negatives('PERSON_NAME', [
    'The Street was quiet. Will you come?',
    'Paris is nice in May.',
    'Please Send The Report By Monday',
    'In 2019 Microsoft Corp said',
    'Union Station and Central Park',
    'Hello world',
    "Don't go there. I'm fine.",
    'She lives on Herceg Gateway now.',
  ]);
});

describe('ADDRESS and POSTAL_CODE', () => {
  positives([
    ['He lives at 1600 Pennsylvania Avenue NW, Washington, DC 20500 now.', 'ADDRESS', '1600 Pennsylvania Avenue NW, Washington, DC 20500'],
    ['Ship to 123 Main St. Apt 4B, Springfield, IL 62704.', 'ADDRESS', '123 Main St. Apt 4B, Springfield, IL 62704'],
    ['Wir wohnen in der Bahnhofstrasse 12.', 'ADDRESS', 'Bahnhofstrasse 12'],
    ['send to PSC 7300, Box 8726\nAPO AP 95612', 'ADDRESS', 'PSC 7300, Box 8726\nAPO AP 95612'],
    ['She lives on Herceg Gateway now.', 'ADDRESS', 'Herceg Gateway'],
    ['We moved to Hoge Wei 32 last year.', 'ADDRESS', 'Hoge Wei 32'],
    ['Visit us at 350 5th Avenue, New York, NY 10118.', 'ADDRESS', '350 5th Avenue, New York, NY 10118'],
    ['send it to 48334 36 rue de pologne 12, please', 'ADDRESS', '48334 36 rue de pologne 12'],
    ['Ship it to 6076 Piroska u. 97. please', 'ADDRESS', '6076 Piroska u. 97.'],
    ['How do I change my address to 31 Fitjabraut 85 Suite 092, Räsna, North Korea 12373 for mail?', 'ADDRESS', '31 Fitjabraut 85 Suite 092, Räsna, North Korea 12373'],
    ['send to unit 1009 box 0219\ndpo ap 51065', 'ADDRESS', 'unit 1009 box 0219\ndpo ap 51065'],
    // A block's place lines are not the street; the code after the country is its own entity.
    ['>1072 Pohlstrasse 9\n>Suite 858\n>Börßum\n>Germany 74285', 'ADDRESS', '1072 Pohlstrasse 9\n>Suite 858'],
    ['>1072 Pohlstrasse 9\n>Suite 858\n>Börßum\n>Germany 74285', 'POSTAL_CODE', '74285'],
    // A North American mailing line (city, region, ZIP) stays in the address.
    ['write to 19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256 soon', 'ADDRESS', '19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256'],
    // A postal context word does not split the ZIP out of its address.
    ['change my address to 31 Fitjabraut 85 Suite 092, Räsna, North Korea 12373 for post mail?', 'ADDRESS', '31 Fitjabraut 85 Suite 092, Räsna, North Korea 12373'],
    ['Reykjavík\n>Turkmenistan 51262', 'POSTAL_CODE', '51262'],
    ['Ship to 12 Oak Street, Springfield, Illinois today.', 'ADDRESS', '12 Oak Street, Springfield, Illinois'],
    ['It came to 63 Ommerweg 159 Suite 287 Hellendoorn Saudi Arabia last week', 'ADDRESS', '63 Ommerweg 159 Suite 287 Hellendoorn Saudi Arabia'],
    ['his address: 975 3968 Bay Street, Toronto', 'ADDRESS', '975 3968 Bay Street'],
    // A unit written before the number belongs to the address.
    ['Unit 5, 12 High Street, Leeds', 'ADDRESS', 'Unit 5, 12 High Street'],
    ['Send to Apt. 675 62314 Mellemvej 32\nAalborg NO 9100', 'ADDRESS', 'Apt. 675 62314 Mellemvej 32'],
    ['Send to Apt. 675 62314 Mellemvej 32\nAalborg NO 9100', 'POSTAL_CODE', '9100'],
    ['My zip code is 90210', 'POSTAL_CODE', '90210'],
    ['My zip code is 2019', 'POSTAL_CODE', '2019'],
    ['We opened a branch in Vézelay 89450, near the abbey.', 'POSTAL_CODE', '89450'],
    ['Postbox 7\n Narvik\n\n Norway (mainland) 8514', 'POSTAL_CODE', '8514'],
    ['London SW1A 1AA', 'POSTAL_CODE', 'SW1A 1AA'],
  ]);
  negatives('ADDRESS', ['We sent 3 via email today', 'We sold 6091 in its mission', 'page 12 of the book', '3 Little Pigs', 'Reported 2017 Mar 4, #1532', 'see 46 Yankring']);
  negatives('POSTAL_CODE', ['paid $12345 today', 'we counted 12345 votes', 'It ran in Chicago 2019, then', 'He waited in Room 1021, then left', 'in Windows 7000 and']);
});

describe('context-dependent identifiers', () => {
  positives([
    ['passport number X1234567', 'PASSPORT_NUMBER', 'X1234567'],
    ["My driver's license number is a56319335", 'DRIVER_LICENSE', 'a56319335'],
    ['MRN: 00123456', 'MEDICAL_RECORD_NUMBER', '00123456'],
    ['Patient MRN: MRN-00482913, seen today', 'MEDICAL_RECORD_NUMBER', 'MRN-00482913'],
    ['Driver license DL-44172953 expired', 'DRIVER_LICENSE', 'DL-44172953'],
    ['MRN: Oakwood-00482913', 'MEDICAL_RECORD_NUMBER', '00482913'], // a word longer than a prefix stays outside
    ['EIN 12-3456789', 'TAX_ID', '12-3456789'],
    ['ITIN 912-70-1234 on file', 'TAX_ID', '912-70-1234'],
    ['routing number 021000021', 'BANK_ACCOUNT', '021000021'],
    // The nearest bank word names the value: the second one here is an account, not a (failing) routing number.
    ['Direct deposit: routing 021000021, account 004417729031.', 'BANK_ACCOUNT', '004417729031'],
    ['Tax ID: 8391047261', 'TAX_ID', '8391047261'],
    ['{"nif": "245379010"}', 'TAX_ID', '245379010'],
    ['NIF 12345678Z', 'TAX_ID', '12345678Z'],
    ['NI number: JR 54 77 21 C', 'NATIONAL_ID', 'JR 54 77 21 C'],
    // Grouped national numbers with their check digits: Aadhaar (Verhoeff; UIDAI's published example), CPF (mod 11).
    ['Aadhaar 2341 2341 2346 on file', 'NATIONAL_ID', '2341 2341 2346'],
    ['CPF: 529.982.247-25', 'TAX_ID', '529.982.247-25'],
    ['PAN AKQPR4721M', 'TAX_ID', 'AKQPR4721M'],
    ['Jag heter Linnea, personnummer 850612-3473.', 'NATIONAL_ID', '850612-3473'],
    ['Passport: NW8K42PL1 (NLD)', 'PASSPORT_NUMBER', 'NW8K42PL1'],
    ['her National Insurance no. is AB 12 34 56 C.', 'NATIONAL_ID', 'AB 12 34 56 C'],
  ]);
  negatives('BANK_ACCOUNT', ['routing 021000022']);

  it('reads an ITIN and a valid routing number without a keyword, at their own confidence', () => {
    // ITIN's pattern takes eleven characters and the routing number's nine: values of other lengths skip them.
    const alone = (text: string) => analyzer.analyze(text, { threshold: 0.3 }).map((e) => [e.type, e.text, e.confidence]);
    expect(alone('payee 912-70-1234 on file')).toEqual([['TAX_ID', '912-70-1234', 0.65]]);
    expect(alone('wire to 021000021 today')).toEqual([['BANK_ACCOUNT', '021000021', 0.4]]);
    expect(alone('wire to 0210000210 today').filter(([type]) => type === 'BANK_ACCOUNT')).toEqual([]);
  });

  it('reads the kind from the field name when the value has no keyword, and the keyword wins over a shape the field rules out', () => {
    const found = (data: string, context: string) =>
      analyzer.analyze(data, { context }).map((e) => [e.type, data.slice(e.start, e.end)]);
    expect(found('X1234567', 'passport_number')).toEqual([['PASSPORT_NUMBER', 'X1234567']]);
    expect(found('a56319335', 'Driver License')).toEqual([['DRIVER_LICENSE', 'a56319335']]);
    expect(found('00482913', 'mrn')).toEqual([['MEDICAL_RECORD_NUMBER', '00482913']]);
    expect(found('8391047261', 'Tax ID')).toEqual([['TAX_ID', '8391047261']]);
    expect(found('004417729031', 'account_number')).toEqual([['BANK_ACCOUNT', '004417729031']]);
    // A passport field's shape does not fit a 14-digit value; the keyword in the text names it instead.
    expect(found('account 00441772903112', 'passport')).toEqual([['BANK_ACCOUNT', '00441772903112']]);
    expect(found('X1234567', 'notes')).toEqual([]);
  });
  // Unused prefixes (GB, second letter O) and suffixes past D are no National Insurance numbers; without a cue the
  // shape alone stays under the threshold.
  // Without a cue a grouped number needs its check digits, and a fourth group makes it something else (a card).
  negatives('NATIONAL_ID', ['order 2341 2341 2347 shipped', 'ref 2341 2341 2346 5678', 'order 1234 5678 9012']);
  negatives('TAX_ID', ['ref 123.456.789-00', 'ref 111.111.111-11']);
  negatives('NATIONAL_ID', ['NI number: GB 12 34 56 A', 'NI number: AO 12 34 56 B', 'NI number: JR 54 77 21 E', 'part AB123456C shipped']);
  negatives('PASSPORT_NUMBER', ['X1234567 shipped. The passport office is closed.']);
});

describe('CRYPTO_WALLET and CREDENTIAL', () => {
  positives([
    ['send to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa now', 'CRYPTO_WALLET', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'CRYPTO_WALLET', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['eth 0x52908400098527886E0F7030069857D2E4169EE7', 'CRYPTO_WALLET', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['password: hunter22', 'CREDENTIAL', 'hunter22'],
    ['api_key="abcd1234efgh"', 'CREDENTIAL', 'abcd1234efgh'],
    ['token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'CREDENTIAL', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK\n-----END RSA PRIVATE KEY-----', 'CREDENTIAL', '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK\n-----END RSA PRIVATE KEY-----'],
    ['set `STRIPE_SECRET_KEY=rk_test_51Hq2vX9LcT4pZ0wR8n`. then restart', 'CREDENTIAL', 'rk_test_51Hq2vX9LcT4pZ0wR8n'],
    ['the password=hunter22. Rotate it.', 'CREDENTIAL', 'hunter22'],
  ]);
  negatives('CRYPTO_WALLET', ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb']);
  negatives('CREDENTIAL', [
    'password: ****', 'the password is secret',
    // Placeholders, paths, and code that reads a secret from elsewhere are no secret values.
    '{"password":"[REDACTED]"}', 'token=<github-token>', 'password: ${DB_PASSWORD}', 'GOOGLE_APPLICATION_CREDENTIALS=/path/to/keyfile.json',
    'secret: process.env.CONSUMER_SECRET,', 'access_token: refreshedAccessToken.token,', 'password: auth[1],',
    'const token = await getToken();', 'Acquire source credentials:\n  const auth = new GoogleAuth();',
  ]);
  positives([
    // Quoted, a dotted value is a literal; unquoted config values stay secrets.
    ["access_token: 'some.access.token'", 'CREDENTIAL', 'some.access.token'],
    // The password of a connection string's user info.
    ['conn postgres://app:Vq7!mR2x9Lp@db.internal:5432/orders failed', 'CREDENTIAL', 'Vq7!mR2x9Lp'],
    ['REDIS_URL=redis://default:s3cr3tPa55@cache:6379/0', 'CREDENTIAL', 's3cr3tPa55'],
    ['password=dbpassword', 'CREDENTIAL', 'dbpassword'],
  ]);
});
