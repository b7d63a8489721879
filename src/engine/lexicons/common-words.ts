/**
 * English words that are often capitalized in running text (sentence starts, headings, titles) but are
 * rarely a person's name there, including words that census name lists also hold ("Will", "May",
 * "Grant", "Street"). A capitalized token found here is not a name on its own; an honorific or a strong
 * cue ("Dear", "Mr.") in front of it can still make it one. The last lines hold the first words of place and
 * street names in Romance and Dutch/German usage ("Santa", "Porto", "Nieuwe"), and German function words, which German
 * capitalizes in formal address and at sentence starts ("Sie", "Ihr", "Bitte"); honorifics and greetings of other
 * languages ("Frau", "Senhor", "Bu", "Buongiorno", "Kia ora"), and Romance articles that open sentences ("En", "Los";
 * "Le" and "Du" also open surnames: person-name/pieces.ts reads them).
 * Curated by hand for pdps.
 */
const WORDS = `
a about above across after afterwards again against all almost alone along already also although always am among
an and another any anybody anyone anything anyway anywhere are around as at away back be became because become
been before behind being below beside besides between beyond both but by can cannot could did do does doing done
down during each either else elsewhere enough even ever every everybody everyone everything everywhere except few
first for former from further get gets getting give given go goes going gone got had has have having he hence her
here hers herself him himself his how however i if in indeed instead into is it its itself just last later least
less let like likely many may maybe me meanwhile might mine more moreover most mostly much must my myself namely
neither never nevertheless next no nobody none noone nor not nothing now nowhere of off often on once one only onto
or other others otherwise our ours ourselves out over own per perhaps please rather really same see seem seemed
seems several shall she should since so some somebody someone something sometime sometimes somewhere still such than
that the their theirs them themselves then there thereafter thereby therefore therein these they this those though
through throughout thus to together too toward towards under unless until up upon us very via was we well were what
whatever when whenever where whereas wherever whether which while who whoever whole whom whose why with within
without would yet you your yours yourself yourselves yes ok okay hi hello hey dear thanks thank sorry yeah
oh wow im ive id ill its lets thats whats theres heres dont cant wont isnt arent didnt doesnt
hm hmm hmmm ugh btw lol omg fyi imo imho tbh yep yup nope nah haha hehe oops alright um umm uh uhm ah ahh aha yay ooh
cheers meh gosh jeez ps
hola bonjour bonsoir hallo ciao olá hej hei salut servus moin congrats mundo welt monde
sie ihr ihre ihren ihrem ihrer ihnen wir uns unser unsere den dem der die das des ein eine einen einem einer und oder
mit von für auf bei nach aus zum zur im ist sind wird werden haben hat sehr bitte danke vielen grüßen freundlichen
also according actually although anyway besides however meanwhile moreover nevertheless otherwise therefore
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
january february march april june july august september october november december feb mar apr jun jul aug
sep sept oct nov dec spring summer autumn fall winter today tomorrow yesterday tonight morning evening night noon
midnight week weekend month year day days hour hours minute minutes time date
mr mrs ms miss mx dr prof sir madam madame dame lord lady rev reverend father mother brother sister
mom mum dad mommy mummy daddy mama papa grandma grandpa granny nana
senior junior sergeant lieutenant detective inspector sheriff constable
uncle aunt captain capt sgt officer agent judge senator president governor mayor king queen prince princess
patient pt doctor nurse director manager engineer teacher professor student client customer user admin team staff
author editor chairman chair ceo cfo cto coo vp head chief member members partner partners
name names first last middle full given family surname maiden nickname signature signed
street st road rd avenue ave boulevard blvd lane ln drive dr court ct place pl square sq terrace highway hwy
parkway pkwy way circle cir trail trl park plaza suite ste apt apartment unit floor fl building bldg box po
route rte crossing xing point pointe ridge hill hills heights valley view views bay harbor port island isle
falls springs creek canyon lake river mount beach
north south east west northeast northwest southeast southwest central upper lower new old great little
city town village county state country province region district island islands republic kingdom united states
america american europe european asia asian africa african world international national global
company corp corporation inc incorporated llc ltd limited co group holdings bank university college school
institute hospital clinic center centre department dept office ministry agency association foundation society
church club hotel restaurant cafe store shop market mall airport station museum library gallery theater theatre
service services solutions systems technologies technology software labs lab network networks media
account accounts card cards credit debit payment payments order orders invoice receipt total amount balance
 cost fee fees tax taxes number numbers phone email mail address addresses code zip postal id ids
password login username website site pages link links file files document documents report reports
form forms data record records list item items note notes message messages subject re fw fwd attn
 trust love peace happy merry dear best kind kindly
 may june april august 
 summer autumn winter 
 
 good bad big small short tall high low hard easy free fair true real sure clear open close closed
total general special public private personal official important urgent final main major minor sample example
max min avg
test testing demo note warning error info update updated new news breaking live latest top hot cool nice fine
good great perfect excellent amazing awesome wonderful beautiful lovely pretty welcome congratulations happy
birthday christmas easter thanksgiving halloween holiday holidays valentines
god jesus christ lord allah buddha bible church
english french german spanish italian chinese japanese russian arabic hindi portuguese dutch swedish norwegian
danish finnish polish greek turkish korean
gothic victorian edwardian elizabethan romantic baroque renaissance medieval modernist postmodern dystopian
internet web online offline computer mobile app apps cloud server database api mac
movie film song songs album band show music book books novel story stories game games video videos
yes no true false null none nan undefined
step steps chapter section part figure table appendix version release
question questions answer answers problem problems issue issues help support contact contacts
home house room hall kitchen office work job jobs career business market industry economy
 arts science history math physics chemistry biology medicine health care
love life death world war peace power money time people man men woman women child children baby boy boys
girl girls friend friends family guys folks everyone anyone someone
after before during since until while because although unless
saint sainte santa santo san fort cape são sao villa vila monte paso largo porto puerto rio río rua rúa avda avenida calle via piazza
viale corso nieuwe oude hoge groot klein alt neue neu sankt cite cité ciudad colonia quinta praia playa
estrada travessa camino carrera barrio pueblo valle el
bot chatbot assistant system operator moderator host guest interviewer narrator speaker caller agent
herr frau monsieur senhor senhora signor signora señor señora doña exmo exma sra srta mme mlle dott bu pak ibu bapak
buongiorno buonasera salve selamat pagi siang sore malam kia ora ngā mihi bom boa buenos buenas guten goedemorgen
en el los las il gli une au aux et
`;

/** Lower-case common words (see file comment). */
export const COMMON_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((w) => w !== ''));
