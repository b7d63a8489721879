/**
 * Street designators. USPS Publication 28 appendix C1 suffixes (common names and their standard
 * abbreviations) come after the name ("Oak Street", "Elm St"); designators of other languages come
 * before it ("Via Roma", "Rue de la Paix") or are glued to it ("Bahnhofstrasse", "Storgatan").
 */
export const STREET_SUFFIXES: ReadonlySet<string> = new Set(
  `alley aly allee annex anx arcade arc avenue ave av bayou byu beach bch bend bnd bluff blf bluffs blfs bottom btm
boulevard blvd branch br bridge brg brook brk brooks burg burgs bypass byp camp cp canyon cyn cape cpe causeway cswy
center ctr centre circle cir circles cirs cliff clf cliffs clfs close club clb common cmn commons corner cor corners
cors course crse court ct courts cts cove cv coves creek crk crescent cres crest crst crossing xing crossroad xrd
curve curv dale dl dam dm divide dv drive dr drives drs estate est estates ests expressway expy extension ext falls fls
ferry fry field fld fields flds flat flt flats flts ford frd fords forest frst forge frg forges frgs fork frk forks frks
fort ft freeway fwy garden gdn gardens gdns gateway gtwy glen gln glens gln green grn greens grns grove grv groves grvs
harbor hbr harbors hbrs haven hvn heights hts highway hwy hill hl hills hls hollow holw inlet inlt island is islands iss
isle junction jct junctions jcts key ky keys kys knoll knl knolls knls lake lk lakes lks landing lndg lane ln light lgt
lights lgts loaf lf lock lck locks lcks lodge ldg loop mall manor mnr manors mnrs meadow mdw meadows mdws mews mill ml
mills mls mission msn motorway mtwy mount mt mountain mtn mountains mtns neck nck orchard orch oval overpass opas park
parks parkway pkwy parkways pass passage psge path pike pine pne pines pnes place pl plain pln plains plns plaza plz
point pt points pts port prt ports prts prairie pr radial radl ramp ranch rnch rapid rpd rapids rpds rest rst ridge rdg
ridges rdgs river riv road rd roads rds route rte row rue run shoal shl shoals shls shore shr shores shrs skyway skwy
spring spg springs spgs spur spurs square sq squares sqs station sta stravenue stra stream strm street st streets sts
summit smt terrace ter throughway trwy trace trce track trak trafficway trfy trail trl trailer trlr tunnel tunl
turnpike tpke underpass upas union un unions uns valley vly valleys vlys viaduct via view vw views vws village vlg
str baan wei tee terrasse utca u rkp trg sor köz tér út útja körút krt fasor sétány kapu dűlő
vei veg vej gate gade plads torv allé stræde põik enparantza kalea cesta ulica sokak caddesi
villages vlgs ville vl vista vis walk walks wall way wy ways well wl wells wls`.split(/\s+/),
);

/** Designators written before the street name, in Romance, Germanic, Slavic, Nordic languages and Greek. */
export const STREET_PREFIXES: ReadonlySet<string> = new Set(
  `via viale vicolo piazza piazzale piazzetta corso largo strada contrada borgo rue avenue boulevard chemin allée allee
impasse quai place cours route calle avenida carrera paseo plaza camino carretera travesía ronda rua rúa colonia travessa praça
praca estrada rodovia alameda largo ulica ul aleja al plac strasse straße gasse platz weg avda av trg
λεωφόρος οδός πλατεία`.split(/\s+/),
);

/** Endings of one-word street names: German -straße/-gasse/-weg, Swedish -gatan/-vägen, Danish -vej/-gade, … */
export const STREET_COMPOUND = /(?:stra(?:ss|ß)e|str\.|gasse|weg|platz|allee|damm|gatan|gata|vägen|väg|vej|veien|vegen|gade|gaden|stræde|katu|tie|kuja|polku|raitti|väylä|laan|straat|plein|gracht|dreef|kade|steeg|singel|hove|wal|utca|ulica|u\.|vegur|braut|stræti|straeti|stígur|stigur|stien|stigen|bakken|torget|gränd|backe)$/i;
