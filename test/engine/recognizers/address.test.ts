/**
 * ADDRESS through the public API: street forms, units, same-line and block tails, intersections, and prose with
 * numbers that must stay clean. Addresses are invented; place names are real towns and countries.
 */
import { describe, expect, it } from 'vitest';
import { createAnalyzer, type Entity } from '../../../src/engine/index.js';
import { UNIT } from '../../../src/engine/recognizers/address/tail.js';

const analyzer = createAnalyzer();

function found(input: string): Array<[string, string]> {
  return analyzer.analyze(input).map((e: Entity) => [e.type, e.text]);
}

function addresses(input: string): string[] {
  return found(input)
    .filter(([type]) => type === 'ADDRESS')
    .map(([, text]) => text);
}

describe('ADDRESS blocks', () => {
  it.each([
    // A plain block: street, unit, city, country and code are one address.
    ['Send it to 971 Kesk 53\n Suite 343\n Pärnu\n Estonia 62031 please', '971 Kesk 53\n Suite 343\n Pärnu\n Estonia 62031'],
    ['Send it to 2456 Rue de Virton 38\n Suite 510\n Ettelgem\n Belgium', '2456 Rue de Virton 38\n Suite 510\n Ettelgem\n Belgium'],
    ['Ship to 363 52 Huntly Street\n Suite 132\n Barmolloch\n United Kingdom', '363 52 Huntly Street\n Suite 132\n Barmolloch\n United Kingdom'],
    ['The letter came to 39 Herfststraat 167\n Apt. 853\n Almere\n Ghana last night.', '39 Herfststraat 167\n Apt. 853\n Almere\n Ghana'],
    ['Mail 5551 Tjalling Harkeswei 125\n Suite 250\n Lippenhuizen\n Netherlands?', '5551 Tjalling Harkeswei 125\n Suite 250\n Lippenhuizen\n Netherlands'],
    // A mailing line with a comma and region stays in the address.
    ['to 9554 62 Rue Gafsa Apt. 981\nToronto\n, ON\n 82269', '9554 62 Rue Gafsa Apt. 981\nToronto\n, ON\n 82269'],
    // A country qualified in parentheses, and Greek written with '∆' (U+2206) for 'Δ'.
    ['Mail 12 Οδός Ερμού 14\n Suite 5\n ΛΕΥΚΩΣΙΑ\n Cyprus (Greek) 10552', '12 Οδός Ερμού 14\n Suite 5\n ΛΕΥΚΩΣΙΑ\n Cyprus (Greek) 10552'],
    ['Mail 12 Οδός Ερμού 14\n Suite 5\n ΧΑΝ∆ΡΙΑ\n Cyprus 10552', '12 Οδός Ερμού 14\n Suite 5\n ΧΑΝ∆ΡΙΑ\n Cyprus 10552'],
    // A three-digit code ending a block (Iceland).
    ['Send to 12 Laugavegur 5\nReykjavík\n101', '12 Laugavegur 5\nReykjavík\n101'],
  ])('reads %j as one block', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });

  it('reads quoted block lines as separate fields: the code is its own POSTAL_CODE', () => {
    const input = '>1072 Pohlstrasse 9\n>Suite 858\n>Börßum\n>Germany 74285';
    expect(found(input)).toContainEqual(['ADDRESS', '1072 Pohlstrasse 9\n>Suite 858']);
    expect(found(input)).toContainEqual(['POSTAL_CODE', '74285']);
  });

  it('reads lines indented as columns as separate fields', () => {
    const input = '28245 Puruntie 82 Apt. 595\n   Lappeenranta\n    SK\n    53650';
    expect(addresses(input)).toEqual(['28245 Puruntie 82 Apt. 595']);
    expect(found(input)).toContainEqual(['POSTAL_CODE', '53650']);
  });

  it('reads a three-digit code ending an indented block as its own POSTAL_CODE', () => {
    const input = 'Billing address: Jón Jónsson\n    12 Fagradalsbraut 7 Apt. 2\n   Egilsstaðir\n    700';
    expect(addresses(input)).toEqual(['12 Fagradalsbraut 7 Apt. 2']);
    expect(found(input)).toContainEqual(['POSTAL_CODE', '700']);
  });

  it('does not read three digits after a unit line as a code', () => {
    expect(found('Ship 12 Oak Street\nSuite 5\n100').filter(([t]) => t === 'POSTAL_CODE')).toEqual([]);
  });

  it('stops at a blank line inside a block', () => {
    expect(addresses('4844 Søndergade 52\n Apt. 656\n Brønderslev\n\n Denmark 35018')).toEqual(['4844 Søndergade 52\n Apt. 656']);
  });

  it('does not merge a unit on a garbled line; the unit is an address of its own', () => {
    expect(addresses('66029 138 Consul Place\n??? Apt. 050\n??? Broomfield\n??? New Zealand 57006')).toEqual([
      '66029 138 Consul Place',
      'Apt. 050',
    ]);
  });
});

describe('ADDRESS postal tails', () => {
  it.each([
    ['1600 Amphitheatre Parkway\nMountain View, CA 94043\nUnited States', '1600 Amphitheatre Parkway\nMountain View, CA 94043\nUnited States'],
    ['10 Downing Street\nLondon\nSW1A 2AA', '10 Downing Street\nLondon\nSW1A 2AA'],
    ['Ship to: 221B Baker Street, London NW1 6XE, UK', '221B Baker Street, London NW1 6XE, UK'],
    ['I moved to 42 Rue de Rivoli 75001 Paris last May.', '42 Rue de Rivoli 75001 Paris'],
    ['Bahnhofstrasse 12, 8001 Zürich, Switzerland', 'Bahnhofstrasse 12, 8001 Zürich, Switzerland'],
    ['Calle Mayor 5, 28013 Madrid, Spain', 'Calle Mayor 5, 28013 Madrid, Spain'],
    ['ul. Marszałkowska 10, 00-590 Warszawa', 'ul. Marszałkowska 10, 00-590 Warszawa'],
    ['Drottninggatan 53, 111 21 Stockholm', 'Drottninggatan 53, 111 21 Stockholm'],
    ['Rua Augusta 100, 1100-053 Lisboa', 'Rua Augusta 100, 1100-053 Lisboa'],
    ['Flat 2, 14 Rose Lane, Leeds LS1 4AB', 'Flat 2, 14 Rose Lane, Leeds LS1 4AB'],
    ['Ship to 123 Main St., Apt. 4, Springfield, IL and call', '123 Main St., Apt. 4, Springfield, IL'],
    ['He lives at 12 Oak Street, Toronto, ON', '12 Oak Street, Toronto, ON'],
    ['Ship to 12 Oak Street, Springfield, IL 62704, USA.', '12 Oak Street, Springfield, IL 62704, USA'],
    ['Mail Stop 573 5900 E. Ben White Blvd. Austin, TX 78741', '573 5900 E. Ben White Blvd. Austin, TX 78741'],
    // Dublin's postal districts are numbered: the district is part of the address.
    ['I live at 14 Rathmines Road, Dublin 6; call me.', '14 Rathmines Road, Dublin 6'],
    ['Write to 3 Harcourt Street, Dublin 2, Ireland.', '3 Harcourt Street, Dublin 2'],
    ['How do I change my address to 92 Eusebio Dávila 57\nΠΥΡΓΑ\n, LA\n 56139 for post mail?', '92 Eusebio Dávila 57\nΠΥΡΓΑ\n, LA\n 56139'],
  ])('reads %j', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });

  it('leaves a number in prose after a comma out', () => {
    expect(addresses('Send to 12 Main Street, 5000 people came')).toEqual(['12 Main Street']);
  });

  it('reads no city in English words after a number', () => {
    expect(addresses('Address 12 Main Street 2024 Annual Report').join()).not.toContain('Annual');
  });
});

describe('ADDRESS tails after a unit on the same line', () => {
  it.each([
    ['Write to 41377 Schachterlweg 62 Apt. 501 POLSING OO after the concert.', '41377 Schachterlweg 62 Apt. 501 POLSING OO'],
    ['21 Hugo de Grootlaan 177 Suite 919 Lochem Gelderland', '21 Hugo de Grootlaan 177 Suite 919 Lochem Gelderland'],
    ['at 21 José Matía 66 Apt. 617 Paterna del Madera Latvia', '21 José Matía 66 Apt. 617 Paterna del Madera Latvia'],
    ['675 224 Forrest Hill Road Suite 833 Milford New Zealand', '675 224 Forrest Hill Road Suite 833 Milford New Zealand'],
    ['move to 98 lahof 26 suite 300, las vegas, turkey 43686', '98 lahof 26 suite 300, las vegas, turkey 43686'],
  ])('reads %j', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });

  it.each([
    ['I rent 12 Oak Street Apt. 5 Monday to Friday', '12 Oak Street Apt. 5'],
    ['Ship to 12 Oak Street Apt. 5 John said', '12 Oak Street Apt. 5'],
    ['Ship to 12 Oak Street Apt. 5 I think', '12 Oak Street Apt. 5'],
  ])('leaves prose after the unit out of %j', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });
});

describe('ADDRESS street forms', () => {
  it.each([
    ['Pedestrians must enter on Erzsébet tér 92. St. the first months', 'Erzsébet tér 92.'],
    ['It refers to Dózsa György út 78. street in Eger.', 'Dózsa György út 78.'],
    ['ship to 594 Hegedûs Gyula utca 76. Apt. 289 Mogyorósbánya Hungary', '594 Hegedûs Gyula utca 76. Apt. 289 Mogyorósbánya Hungary'],
    ['The title refers to Kaupangsstræti 98 street in Þorlákshöfn.', 'Kaupangsstræti 98'],
    ['The title refers to Paul-Nevermann-Platz 47 street in Elfershausen.', 'Paul-Nevermann-Platz 47'],
    ['The bus station is on Peter Zuidhove 188', 'Peter Zuidhove 188'],
    ['Send it to 19 Ingelbrecht Knudssøns gate 222, please', '19 Ingelbrecht Knudssøns gate 222'],
    ['He lives at 1121 New Creek Road now', '1121 New Creek Road'],
    ['He lives at 3022 Benson Park Drive now', '3022 Benson Park Drive'],
    ['Enter on 11 Botley Road St. the first months', '11 Botley Road'],
    ['Do you live at 12 Oak Street?', '12 Oak Street'],
    ['Send it to 221B Baker Street today', '221B Baker Street'],
    // A street quoted in code keeps its closing quote out; an inner apostrophe stays.
    ["redact('Dear David, I live at 42 Wallaby Way');", '42 Wallaby Way'],
    ["{ street: '123 2nd St', city: 'New York' }", '123 2nd St'],
    ["Meet at 12 O'Connell Street today", "12 O'Connell Street"],
    // A street wrapped before its designator, as hard-wrapped notices write it.
    ['Foundation, Inc., 51 Franklin\n    St, Fifth Floor, Boston, MA 02110-1301 USA', '51 Franklin\n    St, Fifth Floor, Boston, MA 02110-1301'],
    // A state written as a dotted abbreviation before its code is no sentence end.
    ['at 77 Massachusetts Avenue, Cambridge, Mass. 02139 today', '77 Massachusetts Avenue, Cambridge, Mass. 02139'],
    // A unit after a dash.
    ['Inc., 59 Temple Place - Suite 330, Boston, MA  02111-1307, USA.', '59 Temple Place - Suite 330, Boston, MA  02111-1307, USA'],
    // Mailing labels put two spaces before the ZIP.
    ['Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA  02110-1301  USA', '51 Franklin Street, Fifth Floor, Boston, MA  02110-1301'],
    ['Carnegie Mellon University\n      5000 Forbes Avenue\n      Pittsburgh, PA  15213-3890\n', '5000 Forbes Avenue\n      Pittsburgh, PA  15213-3890'],
    ['Write to 8116 56 rue La Boétie today', '8116 56 rue La Boétie'],
    // Streets named after people outrank the person's name.
    ['Write to 89 Joaquin Suarez 4740\n Suite 414 soon', '89 Joaquin Suarez 4740\n Suite 414'],
    ['Write to 18 Via Pasquale Scura 127, Gorgoglione', '18 Via Pasquale Scura 127'],
    // A unit or a number before the street or box.
    ['Miss Kvamme Apt. 722 20 40 rue Victor Hugo\nConflans IL 92507', 'Apt. 722 20 40 rue Victor Hugo'],
    ['Send to Suite 541 6343 Skogstien 106\nAsker 1386', 'Suite 541 6343 Skogstien 106'],
    ['Send to 02 P.O. Box 175 today', '02 P.O. Box 175'],
    ['Send to 7167 Postbox 53\n Apt. 631', '7167 Postbox 53\n Apt. 631'],
    ['Postfach 1234, 10115 Berlin', 'Postfach 1234, 10115 Berlin'],
    ['Apartado 120, 28080 Madrid', 'Apartado 120, 28080 Madrid'],
    ['Mail 59 Delta 116\n Apt. 879 today', '59 Delta 116\n Apt. 879'],
    // Without capitals, a street written before its number and a ship's address are read back from the number.
    ['the title refers to tekniikantie 8 street in punkaharju.', 'tekniikantie 8'],
    // The shortest such word, five letters, one of them beyond ASCII.
    ['the office is at ågade 5 now.', 'ågade 5'],
    ['we live at nyvej 5 now.', 'nyvej 5'],
    ['send it to uscgc aslakhanov\nfpo ae 44941?', 'uscgc aslakhanov\nfpo ae 44941'],
    ['ship to 3747 3911 fourth avenue suite 112 calgary alberta', '3747 3911 fourth avenue suite 112 calgary alberta'],
    ['99 Keskiortentie 2 Suite 765 LEMLAND Åland Islands', '99 Keskiortentie 2 Suite 765 LEMLAND Åland Islands'],
    ['Enter on 137 Avenue Teboulbi St. the first months', '137 Avenue Teboulbi'],
    ['Ship to 11 Souterhead Road Gregersen Prairie\n Suite 445\n Low Street\n United Kingdom 10543', '11 Souterhead Road Gregersen Prairie\n Suite 445\n Low Street\n United Kingdom 10543'],
    ['Danielle lives at 11 Paso Rivero 7301, Tomas Gomensoro', '11 Paso Rivero 7301'],
    ['The bus drops you off at 87818 Dalmatinova 68 St.', '87818 Dalmatinova 68'],
    ['Write to 21 José matía 66 Apt. 617 Paterna del Madera Latvia', '21 José matía 66 Apt. 617 Paterna del Madera Latvia'],
    ['Meet Đoko at ul. Miła 53 today', 'ul. Miła 53'],
    ['Ship to 633 Strada Provinciale 65 22 Suite 455\nGossau\n, nan\n 65662', '633 Strada Provinciale 65 22 Suite 455\nGossau\n, nan\n 65662'],
    ['Legal Resources\n\n38 124 N. Stadion Suite 056 Larnaka Larnaca', '38 124 N. Stadion Suite 056 Larnaka Larnaca'],
    ['Wir wohnen in der Michaelkirchstr. 15 seit Mai', 'Michaelkirchstr. 15'],
    // The glued "str." read by char codes in either case.
    ['Send it to MICHAELKIRCHSTR. 15, 10179 BERLIN', 'MICHAELKIRCHSTR. 15, 10179 BERLIN'],
    ['Send to 52 58 Machiton Scholis\nSchuders\n, nan\n Bangladesh 71366', '52 58 Machiton Scholis\nSchuders\n, nan\n Bangladesh 71366'],
    ['to 704 1436 Redbud Drive\nCite Essanaouber\n, 32\n 60810', '704 1436 Redbud Drive\nCite Essanaouber\n, 32\n 60810'],
    // A name no English word, its number, then an English designator: the street written the European way.
    ['Trivo lives on Grössgstötten 50 street.', 'Grössgstötten 50'],
    ['Pedestrians must enter on Hedemannstasse 15 St. the first months', 'Hedemannstasse 15'],
    ['the bus drops you off at 74678 midtvollen 130 st.', '74678 midtvollen 130'],
    // A building and flat number ('/'), and a code-first tail ending its sentence.
    ['Biuro mieści się przy ul. Piotrkowska 104/12, 90-926 Łódź. Zapraszamy', 'ul. Piotrkowska 104/12, 90-926 Łódź'],
    ['Wir sind in der Bahnhofstrasse 12, 8001 Zürich. Bis bald', 'Bahnhofstrasse 12, 8001 Zürich'],
    ['Az irodánk: Árpád fejedelem útja 3. Budapest', 'Árpád fejedelem útja 3.'],
    // Greek designators written first.
    ['Στείλτε το στη Λεωφόρος Β. Αλεξάνδρου 189 σήμερα', 'Λεωφόρος Β. Αλεξάνδρου 189'],
    ['Οδός Ερμού 25, Αθήνα', 'Οδός Ερμού 25'],
  ])('reads %j', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });
});

describe('ADDRESS intersections', () => {
  it.each([
    ['Meet me at the corner of Kuusiku 7 and Alexander Flat? I am late', 'the corner of Kuusiku 7 and Alexander Flat'],
    ['send a card to the corner of 74 Sikelianou Street and ten Pas Pass.', 'the corner of 74 Sikelianou Street and ten Pas Pass'],
    ['to the corner of ul. Cicha 86 and Leokadia Trail?', 'the corner of ul. Cicha 86 and Leokadia Trail'],
    ['Crash at the intersection of 5th Avenue and 42nd Street today', 'the intersection of 5th Avenue and 42nd Street'],
    ['Meet at the corner of Oak Street and Elm Road.', 'the corner of Oak Street and Elm Road'],
  ])('reads %j as one location', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });

  it('does not read a corner without a second street', () => {
    expect(addresses('the corner of room 12 and the window')).toEqual([]);
  });
});

describe('ADDRESS precision: prose with numbers', () => {
  it.each([
    'room 12 on floor 3',
    'Room 12 Level 3',
    'version 2 of the API',
    'Chapter 5 Section 2',
    'Chapter 5 Section 2\n Apt. 4 was mentioned',
    'Your order 123456 ships in 3 days.',
    'Order 5512 Item 3, qty 2',
    '42 Reasons To Stay 7 times',
    '3 people came in 2019 and 12 left.',
    '12 Angry Men 1957 is a film.',
    'Withdrawal 500 was approved.',
    'We sold 6091 in its mission',
    'Our team of 12 met Peter 3 times',
    'Top 10 Things\nBoston, MA 02134',
    'the meeting via Zoom 5 times',
    'I met Anna 12 street food 5',
    'We had 12 Pizzas delivered 5 times',
    '### 4.7 Gaps common to the endpoints',
    'I went via Rome 2019 summer',
    'Chapter 5 Section 2\nBoston, MA 02134',
    'Reported 2017 Mar 4, #1532',
    'We open 12 Monday 5 times',
    // Real-text shapes: the seconds of a clock time, a copyright year before its holder, a dashed identifier.
    'release date: Sun Aug 1 20:25:37 PDT 1999',
    'Copyright (c) 1998, 1999, 2000 Thai Open Source Software Center Ltd',
    'Copyright © 2007 Allison Lortie',
    'Copyright 1994-2013 Larry Wall',
    'According to FIPS140-2 IG 7.5, the minimum key size is 2048',
    // Copyright lists as Debian copyright files write them: a year opening a line under a credit line.
    'Copyright: 2002 Timshel Knoll <timshel@example.org>\n 2007 Lucas Wall <lw@example.org>',
    'Copyright:\n 2009 Arno Schoedl\n 2009 Neil Groves\nLicense: BSL-1.0',
    'Copyright: 2001-2003 Ximian, Inc.\n  2007 IBM Corp.\n  2008 Novell, Inc.\n  2008-2010 Codethink Ltd.',
    'Copyright:\t2008 Guido U. Draheim',
    '(unspecified) Ryan Scheel\n 2018 Sam Rijs, Alex Crichton and contributors\n 2015 Sean McArthur\n 2017 Serde Dev',
    // Change logs: dates, hashes, bug and merge-request numbers before a message.
    '6.00e (04 Jan 09):\n - NO feature changes.',
    'Changes in version 2.1.7-rc (2 Novemer 2016)\n',
    '  319889b Remvoved extension from image/t38.',
    ' 693200 Printing via evince crashes badly',
    ' - !1717 Add lock in _g_get_unix_mount_points()',
    'is almost completely compliant with the\n2018 POSIX 1003.1 standard for awk.',
    'We sold Pier 39 street food',
    'See Via Roma 12/2021 for the report',
    'returns its argument for non-Unicode code point 0x%X',
    'we ate 5 donuts 3 street vendors came by',
    'we saw 12 pm 130 st. louis fans',
    // A man page's date, and a one-letter word that is a designator only with its period ("Piroska u. 97.").
    '.\\"      Date: 26 July,2012\n.\\"    Manual: appstreamcli',
    'a{sv} 3 One s Eins Two u 2 Yes b true',
    'send suggestions about this software to the 29K Technical Support Center at',
    'We sold 12 Apples\nPark is nice',
    'We drove 12 Miles\nRoad works ahead',
  ])('finds no address in %j', (input) => {
    expect(addresses(input)).toEqual([]);
  });
});

describe('ADDRESS: streets named without a number in prose', () => {
  it.each([
    'Bankers on Wall Street shrugged off the report.',
    'A spokesperson for Downing Street declined to comment.',
    'as the Wall Street Journal reported',
    'built on Apache Commons IO and Guava',
  ])('finds no address in %j', (input) => {
    expect(addresses(input)).toEqual([]);
  });

  it.each([
    ['She lives on Herceg Gateway now.', 'Herceg Gateway'],
    ['Our office is at 11 Wall Street, New York, NY 10005.', '11 Wall Street, New York, NY 10005'],
  ])('still finds the street in %j', (input, street) => {
    expect(addresses(input)).toContain(street);
  });
});

describe('ADDRESS in international forms', () => {
  it.each([
    // Postcode and city after a comma, with prose after the city (Italy, Spain, Germany).
    ['Ci vediamo in Corso Vercelli 18, 20145 Milano alle dieci.', 'Corso Vercelli 18, 20145 Milano'],
    ['Wir treffen uns in der Hauptstraße 4, 60311 Frankfurt am Main morgen', 'Hauptstraße 4, 60311 Frankfurt am Main'],
    // Iceland: a three-digit code before the town.
    ['Heimilisfang: Skólavörðustígur 12, 101 Reykjavík takk', 'Skólavörðustígur 12, 101 Reykjavík'],
    // Portuguese floor and side, then a NNNN-NNN code.
    ['Morada: Rua de Santa Catarina 87, 3.º Dto., 4000-447 Porto\nObrigado', 'Rua de Santa Catarina 87, 3.º Dto., 4000-447 Porto'],
    // Spanish and Chilean units, then a comuna and city.
    ['domiciliado en Avenida Providencia 1208, depto. 503, Providencia, Santiago, quien declara', 'Avenida Providencia 1208, depto. 503, Providencia, Santiago'],
    // Romanian: Str., a house-number marker, block, staircase and flat, sector and code.
    ['Adresa: Str. Lipscani nr. 9, bl. A3, sc. B, ap. 12, Sector 3, București 030031\nMulțumesc', 'Str. Lipscani nr. 9, bl. A3, sc. B, ap. 12, Sector 3, București 030031'],
    // Turkish: No: marker, district, code and city/province.
    ['Adres: Bağdat Cad. No:210, Suadiye, 34740 Kadıköy/İstanbul', 'Bağdat Cad. No:210, Suadiye, 34740 Kadıköy/İstanbul'],
    // Irish: a street with Upper/Lower, a postal district and an Eircode, then prose.
    ['Gardaí called to 3 Leeson Street Upper, Dublin 4, D04 X2N6 after midnight.', '3 Leeson Street Upper, Dublin 4, D04 X2N6'],
    // Argentina: a dotted designator first, floor and flat, city and CPA code; in capitals and without.
    ['Domicilio: Av. Santa Fe 1752 piso 4 c, CABA (C1060ABP). Gracias', 'Av. Santa Fe 1752 piso 4 c, CABA (C1060ABP)'],
    ['mi domicilio es av. rivadavia 6120 piso 2 a, caba (c1406gll). chau', 'av. rivadavia 6120 piso 2 a, caba (c1406gll)'],
    // Pakistan: a chain of numbered parts and a sector code, ending in city and code.
    ['new address is House 17, Street 22, G-9/3, Islamabad 44090. thanks', 'House 17, Street 22, G-9/3, Islamabad 44090'],
    // Vietnam: Số, lane and street; ward, district and city after commas, whose names look like people's.
    ['Địa chỉ: Số 7 ngách 12 ngõ 40 Tạ Quang Bửu, Bách Khoa, Hai Bà Trưng, Hà Nội.', 'Số 7 ngách 12 ngõ 40 Tạ Quang Bửu, Bách Khoa, Hai Bà Trưng, Hà Nội'],
    ['Giao hàng tới 56 đường Lê Lợi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh nhé', '56 đường Lê Lợi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh'],
    // Greek in Latin letters, a code in two groups before the town.
    ['Head office:\nLeoforos Syngrou 98, 117 41 Athens', 'Leoforos Syngrou 98, 117 41 Athens'],
    // A street named without a designator, its number (and flat after '/') and a code-first tail.
    ['Insured address: Patision 112, 104 34 Athina\nPhone', 'Patision 112, 104 34 Athina'],
    ['bydliště Korunní 810/104, 101 00 Praha 10, tel.', 'Korunní 810/104, 101 00 Praha 10'],
    // A unit before the house number: Glasgow's floor/flat, and "Room …, No. 88".
    ['Tenant: Flat 3/2, 14 Byres Road, Glasgow G11 5JY', 'Flat 3/2, 14 Byres Road, Glasgow G11 5JY'],
    ['Ship to: Room 804, No. 1 Nanjing Road, Huangpu District, Shanghai 200001', 'Room 804, No. 1 Nanjing Road, Huangpu District, Shanghai 200001'],
    // India: flat, building, Bengaluru's ordinal main road, locality, city, state and PIN code.
    ['Deliver to Flat 12, Green Park Colony, 3rd Main, Jayanagar, Bengaluru, Karnataka 560011. Thanks', 'Flat 12, Green Park Colony, 3rd Main, Jayanagar, Bengaluru, Karnataka 560011'],
    // Japan: chōme-banchi-gō, district, ward, prefecture or city and code.
    ['Office: 1-4-7 Ginza, Chuo-ku, Tokyo 104-0061. Call first', '1-4-7 Ginza, Chuo-ku, Tokyo 104-0061'],
  ])('reads %j', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });

  it.each([
    // A count after a comma is no three-digit postcode.
    ['Laugavegur 52, 300 people came to the opening.', 'Laugavegur 52'],
    // "et" without its period is the conjunction, not the Romanian floor.
    ['Rendez-vous au 14 rue de la Paix et 3 autres adresses', '14 rue de la Paix'],
  ])('keeps %j to its street', (input, address) => {
    expect(addresses(input)).toEqual([address]);
  });

  it.each([
    'We went there via piazza 5 times last year',
    'Move House 42 times, then stop.',
    // A numbered chain without a code or known place after it.
    'Flat 5, Nice Towers was great',
    'cp 12345 files to the backup directory',
    'Số lượng 18 sản phẩm đã giao',
    'Order 18 Tạ Quang Bửu books',
    // A product and version, then a year or an English word; a misspelt date.
    'Upgrade to Firefox 56, 2048 Users were moved',
    'Talk: Kafka 3, 2024 Summit',
    'Updated Fenbruary 23,2000 by the maintainers',
    // Version-like numbers without a ward and code.
    'see release 2-11-3 Meguro, Tokyo',
  ])('finds no address in %j', (input) => {
    expect(addresses(input)).toEqual([]);
  });
});

describe('ADDRESS forms whose patterns are tried only after their first characters', () => {
  // Each pattern is gated by the units it must open or end with (address.ts, address/tail.ts, address/numbered.ts):
  // these are the shapes at the edges of those gates.
  it.each([
    ['Mail it to Caixa Postal 123, 01000 Lisboa please', 'Caixa Postal 123, 01000 Lisboa'],
    ['Scrivere a Casella Postale 45, 00100 Roma', 'Casella Postale 45, 00100 Roma'],
    ['Escriba a Apdo. 12, 28080 Madrid', 'Apdo. 12, 28080 Madrid'],
    ['Send it to PO Box 77, Springfield, IL 62704', 'PO Box 77, Springfield, IL 62704'],
    ['PSC 1234, Box 5678\nAPO AE 09001', 'PSC 1234, Box 5678\nAPO AE 09001'],
    ['Ship to USNS Comfort\nFPO AA 34055', 'USNS Comfort\nFPO AA 34055'],
    ['Room 1203, No. 88 Century Avenue, Shanghai', 'Room 1203, No. 88 Century Avenue'],
    // A unit number with a letter before the house number.
    ['Write to Apt 5B 12 Elm Street, Boise, ID 83702', 'Apt 5B 12 Elm Street, Boise, ID 83702'],
    ['Plot 15, Road 3, Block B, Dhaka 1205', 'Plot 15, Road 3, Block B, Dhaka 1205'],
    ['Office at Büyükdere Cad. No:185, Istanbul', 'Büyükdere Cad. No:185'],
    ['Meet at Hauptstraße 5, 10115 Berlin', 'Hauptstraße 5, 10115 Berlin'],
  ])('%j', (input, expected) => {
    expect(addresses(input)).toEqual([expected]);
  });

  it('reads no address in a copyright line naming a person after its year', () => {
    expect(addresses('Copyright (c) 2019 Hector Castellano')).toEqual([]);
  });
});

describe('ADDRESS read from a street word: the walk to its number stops where the street words end', () => {
  it.each([
    ['Meet at Via Roma 12, 00100 Roma', 'Via Roma 12, 00100 Roma'],
    ['Ermou 56, 105 63 Athina', 'Ermou 56, 105 63 Athina'],
    ['Vinohradská 1511/230, 100 00 Praha 10', 'Vinohradská 1511/230, 100 00 Praha 10'],
    ['Árpád fejedelem útja 3.', 'Árpád fejedelem útja 3.'],
    ['Gairbekov Via 4, 1234 Oslo', 'Gairbekov Via 4, 1234 Oslo'],
    // Inner apostrophes and hyphens keep a word whole.
    ['Rue d\'Ouchy-Vieux 12, 1006 Lausanne', "Rue d'Ouchy-Vieux 12, 1006 Lausanne"],
    ['at Calle O\'Donnell 12, 28009 Madrid', "Calle O'Donnell 12, 28009 Madrid"],
  ])('%j', (input, expected) => {
    expect(addresses(input)).toEqual([expected]);
  });

  it.each([
    // A lower-case function word before the number, a word with a digit inside, an abbreviation with inner periods.
    'You can reach Lionel Brightwater on 617.616.8658 today',
    'Login attempts came from 107.64.1.17 today',
    'Wire it to IBAN GB79FFOX69277827226437 by 21 April',
    'Sent via the U.S. 5 times',
  ])('reads no address in %j', (input) => {
    expect(addresses(input)).toEqual([]);
  });
});

describe('ADDRESS read from a street word: the walk to its number at its edges', () => {
  // What a gate in front of the walk (numberAfterWords) must let through: a number after a marker opening with n or
  // N, seven words from the first to the number (the walk's limit), a capital inside a hyphenated word.
  it.each([
    ['Meet at Calea Victoriei nr. 14, 010061 Bucuresti', 'Calea Victoriei nr. 14'],
    ['Office at Avenida Paulista nº 1578, São Paulo', 'Avenida Paulista nº 1578'],
    ['Office at Rua Augusta n.º 12, Lisboa', 'Rua Augusta n.º 12'],
    ['Office at Calle Mayor no1, 28013 Madrid', 'Calle Mayor no1, 28013 Madrid'],
    ['Visit Rua Professor Doutor Antonio Jose Almeida Ferreira 1909, 04543 São Paulo', 'Rua Professor Doutor Antonio Jose Almeida Ferreira 1909, 04543 São Paulo'],
    ['Write to Jean-Baptiste Str. 12, 10115 Berlin', 'Jean-Baptiste Str. 12, 10115 Berlin'],
  ])('%j', (input, expected) => {
    expect(addresses(input)).toEqual([expected]);
  });
});

describe('ADDRESS tails: the separator before a tail part is read within its twelve units', () => {
  it.each([
    ['Send it to 12 Rue de Rivoli \t, 75001 Paris', '12 Rue de Rivoli \t, 75001 Paris'],
    ['Send to 12 Kesk 53 \t \n Pärnu\n Estonia 62031', '12 Kesk 53 \t \n Pärnu\n Estonia 62031'],
    // Ten spaces and the comma are within reach; eleven are not.
    ['to 971 Rue Kesk 53          , 62031 Tallinn', '971 Rue Kesk 53          , 62031 Tallinn'],
    ['to 971 Rue Kesk 53           , 62031 Tallinn', '971 Rue Kesk 53'],
    ['Mail 12 Rue Kesk 53\t,\n Pärnu 62031', '12 Rue Kesk 53\t,\n Pärnu 62031'],
  ])('%j', (input, expected) => {
    expect(addresses(input)).toEqual([expected]);
  });
});

describe('ADDRESS US mailing-line tails (read from the match bounds)', () => {
  it.each([
    // A tail on the next line without a comma is a split block: its ZIP is a field of its own.
    ['12 Oak Street\nSpringfield IL 62704', [['ADDRESS', '12 Oak Street'], ['POSTAL_CODE', '62704']]],
    ['12 Oak Street\nSpringfield, IL 62704', [['ADDRESS', '12 Oak Street\nSpringfield, IL 62704']]],
    // ZIP+4, and a ZIP followed by five more digits (only the first five are the ZIP).
    ['12 Oak Street, Springfield, IL 62704-1234 today', [['ADDRESS', '12 Oak Street, Springfield, IL 62704-1234']]],
    ['12 Oak Street, Springfield, IL 62704-12345 today', [['ADDRESS', '12 Oak Street, Springfield, IL 62704']]],
    // Two spaces before the ZIP, with and without a comma after the state.
    ['12 Oak Street, Springfield IL  62704', [['ADDRESS', '12 Oak Street, Springfield IL  62704']]],
    ['12 Oak Street Apt. 5B, Springfield, IL,  62704', [['ADDRESS', '12 Oak Street Apt. 5B, Springfield, IL,  62704']]],
    // Codes that are no US state read as other postal tails.
    ['12 Oak Street, Springfield, XX 62704', [['ADDRESS', '12 Oak Street, Springfield, XX 62704']]],
    ['12 Oak Street, Toronto, ON 62704', [['ADDRESS', '12 Oak Street, Toronto, ON 62704']]],
    ['7 Elm Road Suite 12 Unit 4 floor 2, Austin, TX 78701', [['ADDRESS', '7 Elm Road Suite 12 Unit 4 floor 2, Austin, TX 78701']]],
    // One text, two tails: each address keeps its own (growTail refills one answer per street).
    [
      'Old: 12 Oak Street\nSpringfield IL 62704\nNew: 7 Elm Road, Austin, TX 78701\n66029 138 Consul Place\n??? Apt. 050',
      [['ADDRESS', '12 Oak Street'], ['POSTAL_CODE', '62704'], ['ADDRESS', '7 Elm Road, Austin, TX 78701'], ['ADDRESS', '66029 138 Consul Place'], ['ADDRESS', 'Apt. 050']],
    ],
  ])('reads %j', (input, expected) => {
    expect(found(input).filter(([type]) => type === 'ADDRESS' || type === 'POSTAL_CODE')).toEqual(expected);
  });
});

describe('ADDRESS: units after a street, tried only where one may open', () => {
  it.each([
    ['Mail 12 Oak Street, Apt 5, Springfield, IL 62704 today.', '12 Oak Street, Apt 5, Springfield, IL 62704'],
    ['Mail 12 Oak Street Suite 500, Springfield, IL 62704 today.', '12 Oak Street Suite 500, Springfield, IL 62704'],
    ['Mail 12 Oak Street - Unit 4, Springfield, IL 62704 today.', '12 Oak Street - Unit 4, Springfield, IL 62704'],
    ['Mail 12 Oak Street #12, Springfield, IL 62704 today.', '12 Oak Street #12, Springfield, IL 62704'],
    ['Mail 12 Oak Street Bldg 7, Springfield, IL 62704 today.', '12 Oak Street Bldg 7, Springfield, IL 62704'],
    ['Mail 12 Oak Street rm 4, Springfield, IL 62704 today.', '12 Oak Street rm 4, Springfield, IL 62704'],
    ['Mail 12 Oak Street Fl 3, Springfield, IL 62704 today.', '12 Oak Street Fl 3, Springfield, IL 62704'],
    // Unicode case folding reads 'ſ' as 's': a unit word may open beyond ASCII.
    ['Mail 12 Oak Street ſuite 5, Springfield, IL 62704 today.', '12 Oak Street ſuite 5, Springfield, IL 62704'],
    ['Calle Mayor 12, depto. 1204, Madrid', 'Calle Mayor 12, depto. 1204'],
    ['Calle Mayor 12, piso 3 b, Madrid', 'Calle Mayor 12, piso 3 b'],
    ['Calle Mayor 12, of. 501, Madrid', 'Calle Mayor 12, of. 501'],
    ['Via Roma 12, int. 5, Roma', 'Via Roma 12, int. 5'],
    ['Strada Lunga 12, bl. B2, sc. A, et. 3, ap. 7, Cluj', 'Strada Lunga 12, bl. B2, sc. A, et. 3, ap. 7'],
    ['Calle Mayor 12, pta. 2, Madrid', 'Calle Mayor 12, pta. 2'],
    ['Rua Augusta 12, 2.º Esq., Lisboa', 'Rua Augusta 12, 2.º Esq.'],
    ['Rua Augusta 12, r/c Dto., Lisboa', 'Rua Augusta 12, r/c Dto.'],
    ['Rua Augusta 12, R/C, Lisboa', 'Rua Augusta 12, R/C'],
  ])('%s', (input, expected) => expect(addresses(input)).toEqual([expected]));
});

describe('ADDRESS: the unit gate follows UNIT', () => {
  // The gate before UNIT restates its words' first letters: every word of the pattern, read from its source, must still
  // be read after a street, so a word added to UNIT alone fails here.
  const words = /\(\?:(apt\|[^)]*)\)/.exec(UNIT.source)![1]!.split('|');
  it.each(words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]))('"%s 5" after a street is its unit', (word) => {
    const input = `Mail 12 Oak Street ${word} 5, Springfield, IL 62704 today.`;
    expect(addresses(input)).toEqual([`12 Oak Street ${word} 5, Springfield, IL 62704`]);
  });
});
