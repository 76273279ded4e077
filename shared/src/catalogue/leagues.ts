/**
 * The built-in catalogue's fixed part: countries, leagues and clubs. Cities are
 * real; club names are real-style inventions (no trademarks). Clubs are listed
 * strongest first within each league; generation derives budgets, reputation
 * and rosters from that order and the league's level.
 */

export interface CountryData {
  id: string;
  name: string;
  flag: string;
  /** ISO 3166-1 alpha-2, lower case: the flag the client ships for it. */
  code: string;
  /** Nationality adjective used for players. */
  nationality: string;
}

export interface LeagueData {
  id: number;
  name: string;
  countryId: string;
  /** 1 for top tiers, 2 for second tiers; 0 for the youth league. */
  tier: 0 | 1 | 2;
  /** 0..1: how strong the league's clubs are relative to Europe's best. */
  level: number;
  /** [city, club name] strongest first. */
  clubs: ReadonlyArray<readonly [string, string]>;
}

export const COUNTRIES: readonly CountryData[] = [
  { id: 'italy', name: 'Italy', flag: '🇮🇹', code: 'it', nationality: 'Italy' },
  { id: 'spain', name: 'Spain', flag: '🇪🇸', code: 'es', nationality: 'Spain' },
  { id: 'greece', name: 'Greece', flag: '🇬🇷', code: 'gr', nationality: 'Greece' },
  { id: 'turkey', name: 'Turkey', flag: '🇹🇷', code: 'tr', nationality: 'Turkey' },
  { id: 'france', name: 'France', flag: '🇫🇷', code: 'fr', nationality: 'France' },
  { id: 'germany', name: 'Germany', flag: '🇩🇪', code: 'de', nationality: 'Germany' },
  { id: 'lithuania', name: 'Lithuania', flag: '🇱🇹', code: 'lt', nationality: 'Lithuania' },
  { id: 'serbia', name: 'Serbia', flag: '🇷🇸', code: 'rs', nationality: 'Serbia' },
  { id: 'israel', name: 'Israel', flag: '🇮🇱', code: 'il', nationality: 'Israel' },
  { id: 'poland', name: 'Poland', flag: '🇵🇱', code: 'pl', nationality: 'Poland' },
  { id: 'croatia', name: 'Croatia', flag: '🇭🇷', code: 'hr', nationality: 'Croatia' },
  { id: 'belgium', name: 'Belgium', flag: '🇧🇪', code: 'be', nationality: 'Belgium' },
];

/** The country of the youth league; not offered at setup. */
export const YOUTH_COUNTRY_ID = 'youth';
export const YOUTH_LEAGUE_ID = 14;
export const ITALY_SECOND_TIER_LEAGUE_ID = 13;

export const LEAGUES: readonly LeagueData[] = [
  {
    id: 1,
    name: 'Serie A',
    countryId: 'italy',
    tier: 1,
    level: 0.86,
    clubs: [
      ['Milano', 'Olimpia Milano Lions'],
      ['Bologna', 'Virtus Bologna Knights'],
      ['Venezia', 'Reyer Lagoon'],
      ['Brescia', 'Leonessa Brescia'],
      ['Sassari', 'Dinamo Sassari'],
      ['Tortona', 'Derthona Bears'],
      ['Trento', 'Aquila Trento'],
      ['Napoli', 'Partenope Napoli'],
      ['Reggio Emilia', 'Pallacanestro Reggiana'],
      ['Pistoia', 'Pistoia Giants'],
      ['Varese', 'Pallacanestro Varese'],
      ['Scafati', 'Scafati Gladiators'],
    ],
  },
  {
    id: 2,
    name: 'Liga ACB',
    countryId: 'spain',
    tier: 1,
    level: 0.95,
    clubs: [
      ['Madrid', 'Real Capital Basket'],
      ['Barcelona', 'Barcelona Blaugrana BC'],
      ['Vitoria', 'Baskonia Vitoria'],
      ['Valencia', 'Valencia Taronja'],
      ['Málaga', 'Unicaja Costa del Sol'],
      ['Tenerife', 'Tenerife Canarias'],
      ['Gran Canaria', 'Gran Canaria Claret'],
      ['Murcia', 'UCAM Murcia Huertanos'],
      ['Badalona', 'Penya Badalona'],
      ['Manresa', 'Manresa Bàsquet'],
      ['Zaragoza', 'Zaragoza Mañicos'],
      ['Bilbao', 'Bilbao Hombres de Negro'],
    ],
  },
  {
    id: 3,
    name: 'Greek Basket League',
    countryId: 'greece',
    tier: 1,
    level: 0.9,
    clubs: [
      ['Athens', 'Panathinaikos Shamrocks'],
      ['Piraeus', 'Olympiacos Reds'],
      ['Athens', 'AEK Athens Eagles'],
      ['Thessaloniki', 'PAOK Thessaloniki'],
      ['Thessaloniki', 'Aris Thessaloniki'],
      ['Peristeri', 'Peristeri Athens'],
      ['Patras', 'Promitheas Patras'],
      ['Larissa', 'Larissa Thessalians'],
      ['Chalkida', 'Ionikos Chalkida'],
      ['Lavrio', 'Lavrio Megabolt'],
      ['Rhodes', 'Kolossos Rhodes'],
      ['Marousi', 'Maroussi Basketball'],
    ],
  },
  {
    id: 4,
    name: 'Basketbol Süper Ligi',
    countryId: 'turkey',
    tier: 1,
    level: 0.92,
    clubs: [
      ['Istanbul', 'Fenerbahçe Canaries'],
      ['Istanbul', 'Anadolu Stars Istanbul'],
      ['Istanbul', 'Beşiktaş Black Eagles'],
      ['Istanbul', 'Galatasaray Lions'],
      ['Bursa', 'Bursaspor Crocodiles'],
      ['Ankara', 'Türk Telekom Ankara'],
      ['Manisa', 'Manisa Basket'],
      ['Izmir', 'Karşıyaka Izmir'],
      ['Bahçeşehir', 'Bahçeşehir Koleji'],
      ['Gaziantep', 'Gaziantep Falcons'],
      ['Konya', 'Konya Seljuks'],
      ['Bursa', 'Tofaş Bursa Works'],
    ],
  },
  {
    id: 5,
    name: 'LNB Élite',
    countryId: 'france',
    tier: 1,
    level: 0.84,
    clubs: [
      ['Monaco', 'Monaco Roca Team'],
      ['Villeurbanne', 'ASVEL Villeurbanne'],
      ['Paris', 'Paris Basketball Club'],
      ['Nanterre', 'Nanterre 92'],
      ['Dijon', 'JDA Dijon'],
      ['Strasbourg', 'SIG Strasbourg'],
      ['Bourg-en-Bresse', 'JL Bourg'],
      ['Le Mans', 'Le Mans Sarthe'],
      ['Cholet', 'Cholet Basket'],
      ['Limoges', 'Limoges CSP'],
      ['Gravelines', 'Gravelines-Dunkerque'],
      ['Le Portel', 'ESSM Le Portel'],
    ],
  },
  {
    id: 6,
    name: 'Basketball Bundesliga',
    countryId: 'germany',
    tier: 1,
    level: 0.85,
    clubs: [
      ['Munich', 'Munich Bavarians'],
      ['Berlin', 'Berlin Albatrosse'],
      ['Ulm', 'Ratiopharm Ulm Spatzen'],
      ['Bonn', 'Telekom Bonn Baskets'],
      ['Ludwigsburg', 'Ludwigsburg Riesen'],
      ['Oldenburg', 'EWE Oldenburg'],
      ['Bamberg', 'Bamberg Brose'],
      ['Chemnitz', 'Niners Chemnitz'],
      ['Würzburg', 'Würzburg Baskets'],
      ['Hamburg', 'Hamburg Towers'],
      ['Göttingen', 'BG Göttingen'],
      ['Braunschweig', 'Braunschweig Lions'],
    ],
  },
  {
    id: 7,
    name: 'LKL',
    countryId: 'lithuania',
    tier: 1,
    level: 0.8,
    clubs: [
      ['Kaunas', 'Žalgiris Kaunas Green'],
      ['Vilnius', 'Rytas Vilnius'],
      ['Klaipėda', 'Neptūnas Klaipėda'],
      ['Panevėžys', 'Lietkabelis Panevėžys'],
      ['Utena', 'Juventus Utena'],
      ['Šiauliai', 'Šiauliai Saulė'],
      ['Alytus', 'Dzūkija Alytus'],
      ['Jonava', 'Jonava Hipocentras'],
      ['Pasvalys', 'Pasvalys Pieno Žvaigždės'],
      ['Prienai', 'Prienai Skycop'],
      ['Kėdainiai', 'Nevėžis Kėdainiai'],
      ['Gargždai', 'Gargždai Banga'],
    ],
  },
  {
    id: 8,
    name: 'KLS',
    countryId: 'serbia',
    tier: 1,
    level: 0.8,
    clubs: [
      ['Belgrade', 'Crvena Zvezda Stars'],
      ['Belgrade', 'Partizan Gravediggers'],
      ['Belgrade', 'Mega Basket'],
      ['Novi Sad', 'Vojvodina Novi Sad'],
      ['Niš', 'Konstantin Niš'],
      ['Kragujevac', 'Radnički Kragujevac'],
      ['Subotica', 'Spartak Subotica'],
      ['Čačak', 'Borac Čačak'],
      ['Zlatibor', 'Zlatibor Čajetina'],
      ['Vršac', 'Vršac Swisslion'],
      ['Kraljevo', 'Sloga Kraljevo'],
      ['Belgrade', 'FMP Železnik'],
    ],
  },
  {
    id: 9,
    name: 'Israeli Premier League',
    countryId: 'israel',
    tier: 1,
    level: 0.82,
    clubs: [
      ['Tel Aviv', 'Maccabi Tel Aviv Yellow'],
      ['Tel Aviv', 'Hapoel Tel Aviv Reds'],
      ['Jerusalem', 'Hapoel Jerusalem'],
      ['Holon', 'Hapoel Holon'],
      ["Be'er Sheva", "Hapoel Be'er Sheva"],
      ['Haifa', 'Maccabi Haifa'],
      ['Rishon LeZion', 'Maccabi Rishon'],
      ['Nahariya', 'Ironi Nahariya'],
      ['Ness Ziona', 'Ironi Ness Ziona'],
      ['Herzliya', 'Bnei Herzliya'],
      ['Kiryat Ata', 'Ironi Kiryat Ata'],
      ['Galil Elyon', 'Hapoel Galil Elyon'],
    ],
  },
  {
    id: 10,
    name: 'Orlen Basket Liga',
    countryId: 'poland',
    tier: 1,
    level: 0.72,
    clubs: [
      ['Warsaw', 'Legia Warsaw'],
      ['Zielona Góra', 'Zastal Zielona Góra'],
      ['Wrocław', 'Śląsk Wrocław'],
      ['Gdynia', 'Arka Gdynia'],
      ['Lublin', 'Start Lublin'],
      ['Szczecin', 'King Szczecin'],
      ['Ostrów Wielkopolski', 'Stal Ostrów'],
      ['Włocławek', 'Anwil Włocławek'],
      ['Toruń', 'Twarde Pierniki Toruń'],
      ['Sopot', 'Trefl Sopot'],
      ['Dąbrowa Górnicza', 'MKS Dąbrowa'],
      ['Słupsk', 'Czarni Słupsk'],
    ],
  },
  {
    id: 11,
    name: 'HT Premijer Liga',
    countryId: 'croatia',
    tier: 1,
    level: 0.7,
    clubs: [
      ['Zagreb', 'Cibona Zagreb'],
      ['Split', 'Split Jugoplastika'],
      ['Zadar', 'Zadar Basketball'],
      ['Zagreb', 'Cedevita Junior'],
      ['Šibenik', 'Šibenka Šibenik'],
      ['Osijek', 'Osijek Basket'],
      ['Rijeka', 'Kvarner Rijeka'],
      ['Dubrovnik', 'Dubrovnik Ragusa'],
      ['Zagreb', 'Dinamo Zagreb Basket'],
      ['Karlovac', 'Karlovac Basket'],
      ['Velika Gorica', 'Gorica Basket'],
      ['Sinj', 'Alkar Sinj'],
    ],
  },
  {
    id: 12,
    name: 'BNXT League',
    countryId: 'belgium',
    tier: 1,
    level: 0.7,
    clubs: [
      ['Ostend', 'Filou Oostende'],
      ['Antwerp', 'Antwerp Giants'],
      ['Mons', 'Mons-Hainaut'],
      ['Charleroi', 'Spirou Charleroi'],
      ['Leuven', 'Leuven Bears'],
      ['Mechelen', 'Kangoeroes Mechelen'],
      ['Brussels', 'Brussels Basketball'],
      ['Liège', 'Liège Basket'],
      ['Aalst', 'Okapi Aalst'],
      ['Limburg', 'Limburg United'],
      ['Brugge', 'Brugge Basket'],
      ['Ghent', 'Gent Hawks'],
    ],
  },
  {
    id: ITALY_SECOND_TIER_LEAGUE_ID,
    name: 'Serie A2',
    countryId: 'italy',
    tier: 2,
    level: 0.62,
    clubs: [
      ['Cantù', 'Pallacanestro Cantù'],
      ['Treviso', 'Treviso Basket'],
      ['Trieste', 'Pallacanestro Trieste'],
      ['Udine', 'Apu Udine'],
      ['Cremona', 'Vanoli Cremona'],
      ['Forlì', 'Unieuro Forlì'],
      ['Torino', 'Reale Torino'],
      ['Rimini', 'RivieraBanca Rimini'],
      ['Verona', 'Scaligera Verona'],
      ['Pesaro', 'Victoria Pesaro'],
      ['Bologna', 'Fortitudo Bologna'],
      ['Livorno', 'Libertas Livorno'],
    ],
  },
  {
    id: YOUTH_LEAGUE_ID,
    name: 'Youth League',
    countryId: YOUTH_COUNTRY_ID,
    tier: 0,
    level: 0.35,
    clubs: [
      ['Europe', 'Class of 2007'],
      ['Europe', 'Class of 2008'],
      ['Europe', 'Class of 2009'],
      ['Europe', 'Class of 2010'],
      ['Europe', 'Undrafted'],
    ],
  },
];
