/** Invented player names by nationality: common first and family names, combined at random. */
export const NAME_POOLS: Record<string, { first: readonly string[]; last: readonly string[] }> = {
  Italy: {
    first: ['Marco', 'Luca', 'Andrea', 'Matteo', 'Alessandro', 'Davide', 'Simone', 'Federico', 'Riccardo', 'Giorgio', 'Nicola', 'Stefano', 'Paolo', 'Tommaso', 'Lorenzo'],
    last: ['Rossi', 'Bianchi', 'Ferrari', 'Russo', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti'],
  },
  Spain: {
    first: ['Javier', 'Sergio', 'Pablo', 'Álvaro', 'Carlos', 'Daniel', 'Alejandro', 'Jorge', 'Adrián', 'Marc', 'Iván', 'Rubén', 'Víctor', 'Hugo', 'Raúl'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez'],
  },
  Greece: {
    first: ['Giorgos', 'Nikos', 'Kostas', 'Dimitris', 'Giannis', 'Vasilis', 'Thanasis', 'Panagiotis', 'Christos', 'Michalis', 'Stavros', 'Alexandros', 'Lefteris', 'Manolis', 'Sotiris'],
    last: ['Papadopoulos', 'Georgiou', 'Oikonomou', 'Dimitriou', 'Nikolaidis', 'Karagiannis', 'Vlachos', 'Papageorgiou', 'Makris', 'Antoniou', 'Pappas', 'Konstantinou', 'Christodoulou', 'Athanasiou', 'Kotsis', 'Mavridis', 'Lazaridis', 'Stergiou'],
  },
  Turkey: {
    first: ['Mehmet', 'Emre', 'Burak', 'Can', 'Oğuz', 'Kerem', 'Furkan', 'Cedi', 'Onur', 'Barış', 'Serkan', 'Tolga', 'Alperen', 'Yiğit', 'Ege'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Koç', 'Kurt', 'Özdemir', 'Erdem', 'Polat'],
  },
  France: {
    first: ['Nicolas', 'Thomas', 'Hugo', 'Maxime', 'Lucas', 'Antoine', 'Julien', 'Mathieu', 'Théo', 'Guillaume', 'Yanis', 'Romain', 'Bastien', 'Adrien', 'Killian'],
    last: ['Martin', 'Bernard', 'Dubois', 'Durand', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine'],
  },
  Germany: {
    first: ['Lukas', 'Jonas', 'Leon', 'Felix', 'Maximilian', 'Tim', 'Niklas', 'Moritz', 'Paul', 'Jan', 'Tobias', 'Florian', 'Philipp', 'Johannes', 'Dennis'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Braun', 'Zimmermann', 'Krüger'],
  },
  Lithuania: {
    first: ['Mantas', 'Tomas', 'Lukas', 'Paulius', 'Domantas', 'Marius', 'Rokas', 'Jonas', 'Darius', 'Gytis', 'Ignas', 'Arnas', 'Vytautas', 'Edgaras', 'Deividas'],
    last: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius', 'Vasiliauskas', 'Žukauskas', 'Butkus', 'Paulauskas', 'Urbonas', 'Kavaliauskas', 'Navickas', 'Baranauskas', 'Ramanauskas', 'Sadauskas', 'Mockus'],
  },
  Serbia: {
    first: ['Nikola', 'Marko', 'Stefan', 'Miloš', 'Aleksa', 'Luka', 'Vladimir', 'Filip', 'Dušan', 'Nemanja', 'Ognjen', 'Uroš', 'Bogdan', 'Vasilije', 'Đorđe'],
    last: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Milošević', 'Popović', 'Kostić', 'Lazić', 'Simić', 'Tomić', 'Radović', 'Vuković', 'Mitrović'],
  },
  Israel: {
    first: ['Yoav', 'Itay', 'Omri', 'Tomer', 'Guy', 'Lior', 'Roi', 'Noam', 'Eyal', 'Amit', 'Ido', 'Yuval', 'Nadav', 'Ofek', 'Dan'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Azulay', 'Katz', 'Yosef', 'David', 'Amar', 'Ohana', 'Shapiro', 'Ben-David'],
  },
  Poland: {
    first: ['Jakub', 'Mateusz', 'Michał', 'Kacper', 'Bartosz', 'Piotr', 'Tomasz', 'Łukasz', 'Szymon', 'Adam', 'Paweł', 'Dawid', 'Krzysztof', 'Marcin', 'Kamil'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk', 'Piotrowski'],
  },
  Croatia: {
    first: ['Ivan', 'Luka', 'Marko', 'Ante', 'Josip', 'Mario', 'Dario', 'Tomislav', 'Krešimir', 'Filip', 'Dino', 'Mateo', 'Roko', 'Karlo', 'Toni'],
    last: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković', 'Marković', 'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Božić', 'Blažević', 'Grgić'],
  },
  Belgium: {
    first: ['Lars', 'Thibaut', 'Wout', 'Arnaud', 'Jens', 'Sam', 'Maxime', 'Pieter', 'Kevin', 'Jonathan', 'Louis', 'Bram', 'Niels', 'Ruben', 'Cédric'],
    last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Vermeulen', 'Hermans', 'Michiels'],
  },
  USA: {
    first: ['Jalen', 'Marcus', 'Tyler', 'Brandon', 'Justin', 'DeShawn', 'Kevin', 'Chris', 'Jordan', 'Isaiah', 'Malik', 'Trey', 'Darius', 'Cameron', 'Xavier'],
    last: ['Johnson', 'Williams', 'Brown', 'Jones', 'Davis', 'Miller', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Thomas', 'Jackson', 'White', 'Harris', 'Robinson', 'Walker', 'Young', 'Allen', 'Wright', 'Scott'],
  },
};

/** Nationalities that clubs sign as foreigners, most common first. */
export const FOREIGN_NATIONALITIES = ['USA', 'USA', 'USA', 'Serbia', 'Lithuania', 'Croatia', 'France', 'Spain', 'Greece', 'Germany', 'Italy', 'Turkey'] as const;
