/**
 * Place names that also occur in surname lists ("Jordan", "Chad", "Georgia", "Washington", "Paris")
 * and US state codes (USPS Publication 28, appendix B). A capitalized token found here is a place unless
 * a name cue says otherwise; state codes also anchor the city/state/ZIP tail of an address.
 */
const COUNTRIES = `
afghanistan albania algeria andorra angola antigua argentina armenia australia austria azerbaijan bahamas bahrain
bangladesh barbados belarus belgium belize benin bhutan bolivia bosnia botswana brazil brunei bulgaria burkina
burundi cambodia cameroon canada chad chile china colombia comoros congo costa croatia cuba cyprus czech czechia
denmark djibouti dominica dominican ecuador egypt salvador eritrea estonia eswatini ethiopia fiji finland france
gabon gambia georgia germany ghana greece grenada guatemala guinea guyana haiti honduras hungary iceland india
indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya kiribati korea kosovo kuwait
kyrgyzstan laos latvia lebanon lesotho liberia libya liechtenstein lithuania luxembourg madagascar malawi malaysia
maldives mali malta marshall mauritania mauritius mexico micronesia moldova monaco mongolia montenegro morocco
mozambique myanmar namibia nauru nepal netherlands zealand nicaragua niger nigeria macedonia norway oman pakistan
palau palestine panama papua paraguay peru philippines poland portugal qatar romania russia rwanda samoa marino
saudi senegal serbia seychelles sierra singapore slovakia slovenia solomon somalia spain sri lanka sudan suriname
sweden switzerland syria taiwan tajikistan tanzania thailand timor togo tonga trinidad tobago tunisia turkey
turkmenistan tuvalu swaziland uganda ukraine emirates uk usa uruguay uzbekistan vanuatu vatican venezuela vietnam yemen
zambia zimbabwe england scotland wales britain greenland antarctica caribbean pacific atlantic mediterranean
africa america asia europe oceania united
`;

/** US states and territories (USPS Publication 28, appendix B). */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA
RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP`.split(/\s+/),
);

/** Canadian provinces and territories (Canada Post abbreviations). */
export const CA_PROVINCE_CODES: ReadonlySet<string> = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

const US_STATES = `
alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
nebraska nevada hampshire jersey mexico york carolina dakota ohio oklahoma oregon pennsylvania rhode tennessee texas
utah vermont virginia washington wisconsin wyoming
`;

const CITIES = `
london paris berlin madrid rome vienna prague warsaw budapest lisbon dublin amsterdam brussels copenhagen stockholm
oslo helsinki athens istanbul moscow kyiv kiev tokyo beijing shanghai delhi mumbai seoul bangkok jakarta manila
sydney melbourne toronto montreal vancouver chicago boston houston dallas austin phoenix denver seattle portland
atlanta miami orlando detroit philadelphia baltimore brooklyn manhattan queens bronx oakland sacramento
francisco angeles vegas diego jose nashville memphis charlotte raleigh richmond cleveland columbus cincinnati
pittsburgh milwaukee minneapolis louis kansas omaha tulsa albuquerque tucson honolulu anchorage buffalo rochester
hartford providence newark jersey cairo lagos nairobi johannesburg dubai riyadh tehran baghdad karachi lahore
dhaka singapore hongkong taipei osaka kyoto hanoi saigon lima bogota santiago caracas havana quito
munich hamburg frankfurt cologne zurich geneva milan naples florence venice turin barcelona valencia seville
lyon marseille nice bordeaux manchester liverpool birmingham leeds glasgow edinburgh cardiff belfast
kobe nagoya yokohama sapporo fukuoka hiroshima sendai busan incheon daegu taichung kaohsiung shenzhen guangzhou chengdu
wuhan nanjing hangzhou tianjin chongqing bangalore bengaluru chennai kolkata hyderabad pune ahmedabad jaipur lucknow
colombo kathmandu islamabad rawalpindi peshawar kabul tashkent almaty astana baku tbilisi yerevan ankara izmir antalya
beirut amman jerusalem haifa doha muscat manama jeddah alexandria casablanca rabat marrakech tunis algiers tripoli
khartoum addis ababa accra abuja kano ibadan dakar kinshasa luanda harare lusaka maputo kampala kigali mombasa durban
pretoria windhoek gaborone galway cork limerick sheffield nottingham leicester coventry southampton aberdeen dundee
swansea coimbra braga bilbao malaga zaragoza toulouse nantes strasbourg lille montpellier rennes grenoble antwerp
ghent bruges rotterdam utrecht eindhoven groningen düsseldorf dusseldorf stuttgart dortmund leipzig dresden nuremberg
graz salzburg innsbruck basel lausanne lucerne krakow kraków gdansk gdańsk wroclaw wrocław poznan poznań łódź brno
ostrava bratislava ljubljana zagreb belgrade sarajevo skopje bucharest timisoara chisinau minsk vilnius kaunas riga
tallinn tartu lviv odesa odessa kharkiv dnipro gothenburg malmö uppsala trondheim stavanger aarhus odense reykjavik
reykjavík tampere espoo thessaloniki heraklion nicosia limassol valletta palermo bologna genoa verona bari catania
trieste brisbane auckland christchurch canberra calgary edmonton ottawa winnipeg guadalajara monterrey tijuana puebla
cancun medellin medellín cartagena barranquilla guayaquil cusco arequipa valparaiso rosario mendoza montevideo asuncion
asunción recife fortaleza curitiba manaus brasilia brasília
`;

/** Lower-case country, US state and large-city name tokens. */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  `${COUNTRIES} ${US_STATES} ${CITIES}`.split(/\s+/).filter((w) => w !== ''),
);
