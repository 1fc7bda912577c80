/**
 * Common passwords, separated by whitespace, lower case: 3469 entries written for
 * this project from well-known leaked-password rankings and patterns (keyboard walks, digit runs,
 * names, teams, words, "password" in many languages). The policy (password-policy.ts) also strips
 * leading and trailing digits and symbols and undoes common letter swaps before looking a
 * password up, so "Dragon2024!" is caught by "dragon": the list holds the bases, not every variant.
 * Plain data, safe anywhere; loaded only by the password policy.
 */
export const COMMON_PASSWORDS = `
!@#$%^ !@#$%^&* !@#$%^&*() !q@w#e$r !qaz2wsx 0000 00000 000000 0000000000 007007 0123456789 01234567890
0987654321 101010 102030 1029384756 1111 11111 111111 1111111 11111111 1111111111 11111111111 112233 11223344
1122334455 11qq22ww 1212 121212 1212121212 123123 123123123 1231231231 12321 123321 1234 1234!@#$ 12341234
12344321 12345 1234512345 1234512345a 123454321 123456 123456123456 12345654321 1234567 12345678 123456789
1234567890 12345678900 1234567891 12345678910 123456a 123456q 12345a 1234qwer 123654 123698745 123abc
123abc123 123qwe 123qweasd 123qweasdzxc 12qw34er 12qwaszx 12qwaszx34erdfcv 1313 131313 147258369 147852369
159357 159753 159753456 1a2b3c4d 1a2b3c4d5e 1a2s3d4f 1q2w3e 1q2w3e4r 1q2w3e4r! 1q2w3e4r5t 1q2w3e4r5t6y
1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i9o0p 1qa2ws3ed 1qaz!qaz 1qaz1qaz 1qaz2wsx 1qaz2wsx3edc 1qaz2wsx3edc4rfv
1qaz@wsx 1qazxsw2 1qazxsw23edc 2112 212121 2222 222222 2222222222 232323 252525 2wsx3edc 315475 333333
3edc4rfv 4444 444444 4815162342 5150 55555 555555 5555555555 654321 666666 6969 696969 69696969 741852963 7777
777777 7777777 789456 789456123 789632145 87654321 888888 88888888 963852741 987654 987654321 9876543210
999999 9999999999 a12345678 a123456789 a1b2c3d4 a1b2c3d4e5 aa123456 aaa111 aaaaaa aaaaaaaaaa aaliyah aaron
abc!@# abc123 abc12345 abc123456 abc1234567 abc123abc abcabc abcabcabc abcd1234 abcd12345 abcd1234abcd
abcde12345 abcdef abcdefg abcdefgh abcdefghi abcdefghij abcdefghijk abcdefghijkl abcdefghijklmnopqrstuvwxyz
abigail about above access acdc acmilan across action active actor adalynn adam adams addison address adeline
adgangskode adidas adm1n admin admin! admin123 admin1234 admin12345 admin@123 admin@1234 adminadmin
administrador administrator administrator1 admiral adult advice aerosmith africa after again against agent
agree ahead airborne airforce ajax alabama alarm alaska albert album alex alex1 alexa alexander alexandra
alexey alexis alice alien alive allah allen alley allison allow alone alpha alpine already always always1
alyssa amanda amanda1 amaya amazing amazon amazon1 amber amber1 amd amelia amen america america1 amsterdam amy
anastasia ancient anderson andrea andrea1 andrew andrew1 andrey android angel angel1 angel123 angel2 angela
angela1 angela2 angels angels1 anger angry animal anna anna1 anna2 anonymous answer anthony anthony1 antique
antonio anvil anybody anything anything1 apartment apollo apple apple1 apple123 apples apples1 april arabic
aragorn arcade archer arctic arcticmonkeys arena arena1 argentina aria ariana arianna arizona arkansas armor
army arrow arsenal arsenal1 arthur artificial artist arya asd123 asdasd asdf asdf!@#$ asdf1234 asdfasdf
asdfasdfasdf asdfgh asdfghjk asdfghjkl asdfghjkl1 asdfghjkl; asdfjkl; asdfqwer asdfzxcv asdzxc ashketchum
ashley ashley1 ashley2 asian aspen assassin asshole astros athena athens atlanta atlantic atlantis atomic
attack aubree aubrey audi audio audrey august august1 aurora austin austin1 australia autumn autumn1
autumn2024 ava avalanche avatar avengers avocado award awesome awesome1 azerty azertyuiop azure baby baby123
babyboy babygirl babygirl1 bachelor bacon badass badboy badger badger1 bailey baker bakery balance ballerina
ballet balloon baltimore bamboo banana banana1 bandana bandit bangkok banjo banker barbecue barbie barcelona
barcelona1 barcode barney baron barrel bart baseball baseball1 basement basket basketball basketball1 bass
bastard batman batman1 batterystaple battle battlefield bayern beach beacon beagle beanie bear bear1 bears
bears2 beatles beatles1 beautiful beauty beaver beaver1 beavis beckham bedroom beehive beer beetle beijing
belgium believe believer bella bella1 beloved benchmark benchmarks bender benfica bengal bengals benjamin
benjamin1 berlin berlin1 berry bestfriend bestfriends betty beyonce beyond bff bible bicycle bigboss bigboy
bigdaddy bigdog bigfoot biggie biker bilbo billionaire bills billy binary biology biology1 birdie birdman
birthday biscuit bishop bison bitch bitcoin biteme bitter black black1 blackberry blackblack blackhawks
blackjack blackpink blacksabbath blackwidow blade blanket blast blaze blazer bleach blessed blessed1 blessing
blink182 blink183 blizzard blockchain blonde blood bloody blossom blue blue1 blueberry bluebird blueblue blues
blueskies bluesky blur bmw bobby body bodybuilder bombay bonanza bond007 bonjour bonjovi bonnie booboo booger
boogie bookworm boomer boomer1 bootcamp border boss bossman boston boston1 boston2 bottle boulder bounce
bounty bowling bowser boxer boxing bracelet bradley brain brandon brandon1 brandy brave braves braves1 bravo
brazil bread breaker breeze brenda brian brianna brick bridge brielle bright brilliant britain britney
brittany broccoli broncos broncos1 brooklyn brooklyn1 brooklyn2 brother brothers brown brown1 browns bruce
bruins bryan bts bubba bubble1 bubbles buccaneers buckeye budapest buddha buddy buddy1 budlight buffalo buffy
bugatti bugsbunny bull bulldog bulldog1 bulldozer bullet bulls bulls1 bullshit bumble bumblebee bunker bunny
burger burgerking burner burrito buster butter butter1 butterfly butterfly1 button buzzard cabbage cactus
caesar cairo california callofduty calvin calypso camaro camaro1 camel camera cameron cameron1 campbell
campbell1 camping canada canada1 canadiens cancer candle candy canucks canyon capital capricorn captain
captain1 captainamerica caramel caramel1 cardinal cardinals care carlos carlos1 carmen carnival carol carolina
carolina1 caroline carolyn carrot carter carter1 cartman cascade cash casper cassie castle cat catalina
catfish catherine cats cavalier cavaliers celebrity celtic celtic1 celtics cement centos central century chad
chains chamber champagne champion chance changeit changeme channel chaos chapel charger chargers charity
charizard charles charles1 charlie charlie1 charliebrown charlotte charm charming chaser chatgpt cheese
cheese1 cheeseburger cheetah chelsea chelsea1 chelsea2 chemistry cherokee cherries cherry chess chester
chevrolet chevy chewbacca chicago chicago1 chicago2 chicken chicken1 chief chiefs chihuahua children chile
chill chilli chimp china chinese chinook chloe chocolate chopper chris christ christian christian1 christina
christine christmas christopher chronic church circle circus citizen civic claire clara clark classic
classified claude cleveland clever climbing clipper cloud clover clown cluster coach cobra cobra1 cocacola
cocacola1 cocoa coconut coconut1 codename cody coffee coffee1 coldplay coldplay1 college collie colombia
colonel colorado colton colts comet comfort commander commanders commando compaq computer computer1 concord
condor confidential connor console contact contrasena cookie cookie1 cookie2 cookies cooking cool cool123
coolgirl coolguy coolman cooper copper cora corona correcthorse correcthorsebatterystaple corvette corvette1
cosmic cosmos cosmos1 cottage cougar counterstrike country courage courtney cow cowboy cowboy1 cowboys
cowboys1 cowgirl coyote cplusplus crash crazy cream creative creative1 creature creeper cricket cricket1
crimson crimson1 cristiano cross crow crown cruise crusader crypto crystal crystal1 crystal2 crystal3 csharp
cubs cucumber cuda cuddles cupcake cupid custom cutie cutiepie cyan cyber cyberpunk cycling cyclone cynthia
cypress dachshund daddy daddy1 daffyduck dagger daisy daisy1 dakota dakota1 dakota2 dallas dallas1 damage
dammit damn dance dancer dancer1 dancing danger daniel daniel1 danielle danielle1 dark darkangel darkknight
darkness darkside darling darthvader database datascience david david1 davis dawson daylight dccomics deadline
deadman deadpool death deathnote debbie debian deborah debra decade december december1 december2024
deeplearning deer default defaultpassword delhi delilah deluxe demo demo123 demodemo demon denim denmark
dennis dennis1 denver derek desert design designer desire desktop destiny destroyer detective detroit
deutschland devil dexter diablo diablo2 diamond diamond1 diamonds diana diane dickens diesel digger digital
dinamo dinosaur director disco discord discovery diver dixie dmitry docker doctor doctor1 dodge dodger dodgers
dog dogecoin doggie doggy dogs dollar dollars dolphin dolphin1 dolphins dolphins1 dominic domino dominos
donald donaldduck donkey donkeykong donna donut doodle dorothy dortmund dota dota2 double doughnut dragon
dragon1 dragon12 dragonball dragonfly dragons drake drake1 drawing dream dreamer dreamland dreams drifter
driver drummer drums dublin ducati duck ducky dudley dumbledore dune dungeon dustin dynamite dynamo eagle
eagle1 eagles eagles1 eagles2 earth easter eclipse edison edward edward1 eeyore egypt eight ekaterina element
elena elena1 elephant elephant1 elephant2 eleven eliana elijah elite eliza elizabeth ella elvis elvispresley
embassy ember emerald emerald1 emery emilia emily eminem eminem1 emma emma1 emperor emperor1 empire empire1
energy engineer england english enigma enigma1 enter enterprise epsilon eric erica erin eskimo espana essence
eternal eternity ethan ethereum euro europe eva evan evelyn everly everton everybody everything everything1
evolution example excalibur exodus explorer express extreme facebook factory fairy fairytale faith faith1
falcon falcon1 falcon2 falcon3 falcons fall fall2024 fallout family family1 familyguy fanta fantasy farmer
fashion fast father fearless feather february fedora felix fender ferrari ferrari1 fiction figaro fighter
finance finland fire fireball firebird firefighter firefly firehouse fireman fireman1 firework fish fish1
fisher fishing fishing1 flames flash fleet flight flipper flores florida florida1 flower flower1 flowers flyer
flyers flying focus foofighters football football1 football2 ford forest forest1 forever forever1 forever21
formula1 fortnite fortune fountain fox foxy france frank frank1 freak fred freddie freddy freebsd freedom
freedom1 freedom2 freeman french french1 fresh friday friday1 friend friends friendship frodo frog frog1
frontier frost fuck fucker fucking fuckit fuckme fuckoff fuckyou fugitive funny futbol futurama future gabriel
gabriella galaxy galaxy1 gambler gamer gamer123 gaming gaming1 gandalf gandalf1 gangster garcia garden
gardener garfield garfield1 gary gateway gators gecko geforce gemini gemini1 gemstone general genesis genesis1
genius gentle geography george george1 georgia1 german germany gerrard geslo getout ghost gianna giant giants
giants1 giants2 ginger ginger1 giraffe girls github gitlab glacier gladiator gladys glass global glory gmail
goat goaway goblin god god123 godbless goddess godfather godisgood godislove godzilla goku golang gold golden
golden1 goldfish goldfish1 golf golfer goliath gollum gonzalez goodbye goodluck goodmorning goodnight goofy
google google123 goose gordon gorgeous gorilla gorilla1 gospel gotcha gothic gpt4 grace grace1 graffiti
granite grape grapes graphic gravity gray greatness greece greek green green1 green2 greenday greengreen
gregory grey griffin grizzly groovy gryffindor guardian guest guest1 guest123 guestguest guinness guitar
guitar1 gumball gunner gunner1 gunsnroses gypsy h4cker hacked hacker hacker1 hacking hadley hailey hall
hallelujah halloween halo hamlet hammer hammer1 hamster handball handsome hannah hannah1 happiness happy
happy1 happybirthday happyday harbor hardcore hardware harley harley1 harleydavidson harmony harper harris
harry harrypotter harvest haslo hateyou hawaii hawaii1 hawk hawkeye healthy heart heart1 heartbeat hearts heat
heather heather1 heather2 heaven heaven1 heavy hedgehog helen1 hello hello123 hello1234 hello12345 hello2
hellohello hellokitty hellokitty1 hellothere helloworld helloworld123 helpme henry hercules hermes hermione
hernandez hero heslo hidden highland highway hill hindi hippie hippo history hobbit hobbit1 hockey hogwarts
holiday holiday1 holland hollow hollywood holyspirit homer homer1 honda honda1 honey honey1 honeybee
honeybunny honor honour hope horizon hornet horse horses hospital hotdog hotdog1 hotel hotmail hotrod hotstuff
hottie houston howareyou hufflepuff huggingface hulk hunter hunter1 hunter2 hunting hurricane hurricane1
husband husky hyundai iamawesome iamgod iamking iamthebest ian iceberg icecream iceman ichigo icon idaho
idaho1 idontcare idontknow igloo igor ihateyou illinois ilovegod ilovejesus iloveme ilovemom ilovemusic
ilovemydad ilovemyfamily ilovemymom ilovemyself iloveu iloveyou iloveyou! iloveyou1 iloveyou123 iloveyou2
iloveyoubaby iloveyoutoo imagination imagine impala imperial imthebest india indian indiana indigo indigo1
indonesia inference inferencearena inferno infinity insane inside instagram integra intel intelligence
intermilan internet internet1 iowa ipad iphone ireland irina iris iron ironmaiden ironman ironman1 isaac
isabella isabelle isla islam island island1 israel istanbul italia italy itsme itsmeagain ivan ivory ivy jack
jack1 jackal jackie jackpot jackson jackson1 jackson2 jacob jade jade1 jaguar jaguar1 jaguar2 jaguars jakarta
jamaica james james1 jamie janet january january1 january2024 japan japanese jared jasmine jasmine1 jasmine2
jason jason1 jasper java javascript jaxon jayden jealous jedi jeep jeffery jeffrey jellybean jelszo jennifer
jennifer1 jeremiah jeremy jeremy1 jerry jersey jesse jessica jessica1 jessica2 jessie jessie1 jester jesus
jesus1 jesuschrist jesusislord jesuslovesme jets jetski jewel jigsaw jimmy jingle joel john john1 johnny
johnson johnson1 joker jolly jonathan jonathan1 jones jordan jordan1 jordan23 jose joseph joseph1 josephine
joshua joshua1 journey joyce juan jubilee juggler juice julia julian julie july jumper jumping june jungle
jungle1 junior jupiter jupiter1 justice justice1 justin justin1 justinbieber juventus kahuna kakashi kangaroo
kansas kanye karate karma katana katherine katherine1 katherine2 katie kawasaki kayla kaylee keeper keith
kelly kenbarbie kennedy kenneth kennwort kenny kenobi kentucky kenya keras kermit kernel kestrel kevin
keyboard kfc khloe kia kid kiddo kiev killer killer1 killer123 killer2 killers kimberly kimberly1 king king1
kingdom kingfish kingkong kingpin kinsley kirk kiss kitchen kitten kitten1 kitty kittycat kiwi klaster knicks
knight knight1 knockout knowledge knuckles koala kobe kobebryant kodiak korea korean kramer kristen kubernetes
kungfu kyiv kyle kylie labrador lacrosse ladder lady ladybird ladybug lagoon lagos lake lakers lakers1 lamb
lamborghini lampard lancer landmark landon laptop lasagna laser lasvegas lasvegas1 latin laughter laura laura1
lauren lauren1 lavender lawyer layla leaderboard leagueoflegends leah lebron lebronjames ledzeppelin lee leeds
legacy legend legend1 legendary legolas leilani lemon leo leopard leopard1 letm3in letmein letmein! letmein1
letmein123 letmeinletmein letmeinplease lewis liam liberty liberty1 lieutenant life life123 light light123
lighthouse lightning lightning1 liliana lillian lily lime lime1 lincoln link linkedin linkinpark linux lion
lionheart lionking lions lions1 lipstick liquid lisa lisa1 lisbon little liverpoo liverpool liverpool1 lizard
lizard1 lkjhgfdsa llama lobster lockdown logan logan1 login login123 loki lollipop london london1 lonely
lonestar longhorn lopez lord lordjesus lordoftherings loremipsum loremipsumdolor losangeles losenord loser
lotus louisiana love lovebird lovebug lovehurts loveislove lovelife lovelove lovely loveme loveme123 lover
lover123 lovers loveyou loveyou2 loveyouforever lozinka lucas lucky lucky1 lucky7 lucy luffy luigi luis
lukeskywalker luna lunatic lydia lyla macbook machine machinelearning macintosh mackenzie maddog madeline
madelyn madison madison1 madness madonna madrid maestro magenta maggie magic magic1 magician magnet magnolia
maine majestic major malaysia malibu mamamia manchester manchesterunited mango mango1 maniac manila mansion
manunited manutd mapleleafs maradona marathon marble march marcus margaret marge maria maria1 maria2 marina
marina1 marine mariner marines mario mark marlboro marlin maroon mars marshall martin martin1 martinez martini
marvel marvin mary mary1 mascot mason master master1 masterchief masterkey mastermind matador math mathematics
matrix matrix1 matthew matthew1 maverick max maximum maximus maxwell may maya mazda mbappe mcdonalds mclaren
meadow medusa megadeth megan melanie melbourne melissa melissa1 melissa2 melody melody1 melon memory mercedes
mercedes1 mercury mercury1 merlin mermaid messi messiah metal metallica metallica1 meteor mets mewtwo mexico
mia miami michael michael1 michaeljackson michaeljordan michelle michelle1 michelle2 michigan mickey
mickeymouse microsoft midnight midnight1 mighty mike mikhail military millennium miller miller1 millionaire
mind minecraft minecraft1 minnesota minniemouse miracle mirage mirror mission mississippi missouri mistral
mitchell mitsubishi mnbvcxz monday money money1 money123 mongodb monica monitor monkey monkey1 monkey12
monkey2 monopoly monsoon monster monster1 montana moonbeam moonlight moonshine moore moose mordor morgan
morning morpheus mortal moscow motdepasse mother mother1 motorola mountain mountain1 mountain2 mouse mouse1
mozart muffin muffin1 muggle muhammad mumbai murphy muscle muse music musician mustang mustang1 mustang2
myangel mybaby mylife mylove myname mynewpassword mypass mypassword mysecretpassword myself mysql mystery
mystery1 mystic nachos nairobi naomi naruto nascar nascar1 natalia natalia1 natalie natalie1 natasha natasha1
nathan nathan1 nature navigator navy navy1 ncc1701 nebraska nebula nelson nemesis neo neptune neptune1 netflix
netherlands network network1 network2 neural nevada nevaeh never newcastle newmexico newpassword newport
newyear newyork newyork1 newzealand neymar nguyen nicholas nicholas1 nickel nicole nicole1 nicole2 nigeria
night nightmare nightowl nikita nikolai niners ninja ninja1 nintendo nirvana nirvana1 nirvana2 nissan nissan1
noah nobody nobody1 nolan nomad noodles nora northstar norway nothing nothing1 nothing123 nova nova1 november
november1 nugget nurse nvidia oasis oasis1 obsidian ocean ocean1 october octopus odyssey ohio oilers oklahoma
oksana oldpassword oleg olga olive oliver oliver1 olivia ollama olympia olympus om omega onedirection onepiece
onion online onyx opal openai opensesame oracle oracle1 orange orange1 orange2 orbit orchid oregon origin
orion orlando otter outlaw outlook outside overwatch owen owl oxford p455w0rd p4ssw0rd p4ssword p@55w0rd
p@ssw0rd p@ssw0rd! p@ssw0rd1 p@ssword pa$$w0rd pa$$word pa55w0rd pa55word pacific packers packers1 pacman
paddle painting paisley pakistan palace paladin palmer pamela pancake panda pandora panther panther1 panther2
panthers paper paradise paradise1 paris parker parola parole parool parrot parrot1 pass pass123 pass1234
pass@123 pass@word1 passion passord passpass passw0rd passw0rd! passw0rd1 passw0rd123 passwd passwd123
password password! password#1 password$ password0 password1 password1! password12 password1234 password12345
password1password password2022 password2023 password2024 password2025 password2026 password@ password@1
password@123 passwordismypassword passwordpassword passwordqwerty passwort pasta patrick patrick1 patrick2
patriot patriots paul pavel peace peace1 peaceandlove peach peach1 peaches peanut pear pearl pebbles pegasus
pegasus1 pele pelican penelope penguin penguin1 penguins1 pepper pepper1 pepsi perez perfect perl peru peter
peyton phantom phantom1 pharaoh philadelphia philip philippines phoenix phoenix1 phoenix2 php physics piano
picard picasso pig piggy piglet pikachu pilgrim pilot pinball pineapple pineapple1 pink pinkfloyd pioneer
piper pirate pirate1 pirates pistol pitbull pittsburgh pizza pizza123 planet planet1 plasma platinum platinum1
playboy playboy1 player player1 player2 playgirl please pleaseletmein plum pluto pluto1 poison poiuytrewq
pokemon pokemon1 poland polar police police1 pony poodle pookie porsche porsche1 portland porto portugal
poseidon postgres postgresql potato power power1 praise prayer predator premier presto pretty pretty1 prime
prince prince1 princesa princess princess1 princess123 princess2 printer private private1 prodigy professor
prophet prospect psg psycho pulsar puma pumpkin pumpkin1 puppet puppies puppy purple purple1 pussycat puzzle
puzzle1 pw123 pwd123 pyramid python python1 python2 pytorch q1w2e3 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6
q1w2e3r4t5y6u7 qaz123 qazwsx qazwsxedc qazwsxedcrfv qazwsxedcrfvtgb qazxsw qqqqqq quantum quartz queen queen1
quest quicksilver quidditch quinn qwaszx qwe123 qwe123qwe qweasd qweasdzxc qweasdzxc123 qweqwe qwer!@#$
qwer1234 qwert qwerty qwerty! qwerty1 qwerty1! qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwerty@
qwertyasdf qwertyasdfgh qwertypassword qwertyqwerty qwertyu qwertyui qwertyuiop qwertyuiop1 qwertyuiop123
qwertz qwertzuiop r00t rabbit rabbit1 rabbit2 racecar racer rachel rachel1 rachel2 radar radeon radical radio
radiohead raelynn raiders raiders1 rainbow rainbow1 rainbow2 rainmaker ramen ramirez rammstein rams randy
ranger ranger1 rangers rangers1 raptor rascal raspberry rat ratty raven raven1 ravenclaw ravens reading reagan
reality realmadrid rebecca rebecca1 rebel reckless red red123 redbull redbull1 reddit redhat redis redneck
redred redskins redskins1 redsox redsox1 redwings redwings1 reflex reggae renegade republic rescue retriever
revenge revolution rhapsody rhino rhythm rice rich richard richard1 richman ricky riddle rider rifle rihanna
riley ringo riptide river river1 rivera roadrunner robert robert1 roberts robin robinson roblox robot
rockandroll rocket rocket1 rockets rocknroll rockstar rockstar1 rocky rodeo rodriguez rogue rollingstones
romance rome romeo ronaldo rooney rooster rooster1 root root123 root1234 rootroot rootroot1 rose rosebud
rosebud1 roses rottweiler rover royal royal1 rtx ruby ruby1 rugby rum runescape runner runner1 running
rush2112 russia russian rust rusty ruth ryan rylee ryzen s3cr3t sabbath sadie sailor saint saints sakura
salasana salmon samantha samantha1 samantha2 sample samson samsung samsung1 samuel samurai samurai1 sanchez
sanctuary sandiego sandman sandra sandra1 sandwich sanfrancisco sapphire sapphire1 sara sarah sarah1 sarah2
sasuke satan satellite saturday saturn saturn1 sauron savage savannah savior saviour scarface scarlet scarlett
school science scientist scooby scoobydoo scooter scorpio scorpion scorpion1 scorpion2 scorpions scotland
scott scott1 scout scrabble sea seagull seahawks49ers sean seattle sebastian secret secret1 secret12 secret123
secret1234 secret2 secretpassword senha sentinel seoul september september2024 serenity serenity1 sergeant
sergei sergey sergey1 server sexy sexy1 sexyboy sexygirl sglang shadow shadow1 shadows shaggy shalom shamrock
shanghai shannon shannon1 shaq shark shark1 sharks sharon shawn sheep shelby shelter shepherd sheriff sherlock
shiloh shirley shit shithead shogun shootingstar shotgun shower sierra sierra1 sifre signal silence silver
silver1 silverado simple simpsons singapore singer singing sith skateboard skater skeleton skipper skippy
skyhawk skylar skyline skype skyrim skywalker skywalker1 slammer slapshot slaptazodis slayer slayer1 sleepy
slick slider slipknot slipknot1 slytherin smart smile smiley smith smokey smokey1 snake snake1 snapchat sniper
sniper1 sniper2 snoopy snoopy1 snowball snowboard snowflake snowman snowwhite soccer soccer1 soccer2 softball
software solar soldier soldier1 solomon somebody something song songs sonic sonic1 sophia sophie sophie1
sophie2 sorcerer soul southpark spaceman spaghetti spain spanish spanky spark sparkle sparky sparrow spartan
spartan1 speedy sphinx spider spider1 spider2 spiderman spirit spirit1 spitfire splash spock spongebob sports
spotify spring spring1 spring2024 springfield sprinter sprite spurs spyder squash squidward squirrel stallion
stan stanley star star123 starbucks starcraft stardust stardust1 starfire starfish stargate starlight
starlight1 starshine starship startrek startrek1 starwars starwars1 steel steelers steelers1 stella stephanie
stephen steve steven steven1 stewie stingray stone storm stormtrooper stormy strange stranger stratus
strawberry strawberry1 street strength striker stryker student student1 subaru sublime subway success sugar
sugar1 summer summer1 summer2022 summer2023 summer2024 summer2025 summit sundance sunday sunday1 sunflower
sunrise sunset sunshine sunshine1 sunshine2 super super123 supercool superhero superman superman1 superman123
supernova supersecret superstar superstar1 surfer surfing surprise survivor susan sushi suzuki svetlana swan
sweden sweet sweetheart sweetie sweetpea sweety swimmer swimming sword sydney sydney1 symphony system
systemsystem tabasco taco tacos tails tango tarzan tatiana taylor taylor1 taylor2 taylorswift tea teacher
teacher1 teal teaser teddy teddybear telegram temple tennessee tennis tensor tensorflow tequila tequila1
terminator tesla test test123 test1234 test@123 test@1234 testing testing123 testtest testtest1 tetris texans
texas thailand thanksgiving theboss theman thequickbrownfox thequickbrownfoxjumpsoverthelazydog therock
thisisapassword thisisit thisisme thisismypassword thomas thomas1 thomas2 thomas3 thompson thor thrasher
thriller thunder thunder1 thunder2 thunderbird thursday thx1138 tickle tiffany tiffany1 tiger tiger1 tigers
tigger tigger1 tiktok timber timothy titan titanic titans toad toast toffee together tokenizer tokyo tomato
tomato1 tomcat toor toor123 topaz topcat topgun topsecret tornado tornado1 torpedo torres tottenham toucan
tower toxic toyota toyota1 tr0ub4dor tr0ub4dor&3 tracker tractor trader trains transam transformer
transformers traveler travis travis1 treasure trevor trex trigger trinity trinity1 trinity2 triton trojan
trooper tropical trouble trouble1 trucker trumpet trustno1 trustnoone truth tsunami tucker tucker1 tuesday
tulip tundra tupac turbo turkey turkey1 turquoise turtle turtle1 tuxedo tweety twilight twister twitter tyler
u2 ubuntu ukraine ultimate ultra undertaker unicorn unicorn1 united universal universe university unix unknown
uranus usa user user123 user@123 username useruser utah vacation valentina valentine valhalla valiant valley
vampire vampire1 vanessa vanguard vanilla vector vegas vegeta velvet venom venus venus1 vermont vertigo victor
victor1 victoria victoria1 victoria2 victory victory1 victory2 vietnam viking viking1 vikings village vincent
vintage violet violet1 viper viper1 viper2 virgin virginia virtual vision vivian vladimir vllm vodka voldemort
volkswagen volleyball voodoo voodoo1 vortex voyager voyager1 vulcan wachtwoord waffle wales walker walker1
walrus walter wanderer warcraft warlock warlord warrior warrior1 warrior2 warriors warsaw washington waterfall
watermelon wealth weasel webmaster wedding wednesday weekend welcome welcome! welcome1 welcome123 welcome2024
welcome2025 welcome2026 werewolf westham whale whatever whatever1 whatever123 whatever2 whatsapp whatsup
whatsupdoc whiskey whiskey1 whisper whistle white white1 whitewhite wildcat wildfire william william1 william2
williams williams1 willie willow willow1 wilson wilson1 windmill windows windows10 windows11 wine winner
winner1 winner2 winniethepooh winston winston1 winter winter1 winter2023 winter2024 wisconsin wisdom wisdom1
witcher wizard wizard1 wolf wolfgang wolverine wolverine1 wolves wonder woodstock workout world
worldofwarcraft wrangler wrestler wright writing wsx123 wyatt wyoming xavier xfiles ximena xmas xsw2zaq1
xxxxxx xxxxxxxx yahoo yamaha yamaha1 yankee yankees yankees1 yellow yellow1 yellowstone yoda yoda1 yoga
yogibear yoshi young yourpassword youshallnotpass youtube yukon yulia yuri z1x2c3v4 zachary zaq!2wsx zaq12wsx
zaq1xsw2 zaq1zaq1 zealot zebra zelda zen zenith zephyr zeppelin zeus zidane ziggy zion zipper zodiac zoe zoey
zombie zombies zoom zoro zorro zulu zxc123 zxcasdqwe zxcvasdf zxcvbn zxcvbnm zxcvbnm, zxcvbnm1 zxcvbnm123
zzzzzz
`;
