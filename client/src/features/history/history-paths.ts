/** The world's history pages: its awards, its Hall of Fame (and a member's entry) and its records. */
export const AWARDS_PATH = '/awards';
export const HALL_OF_FAME_PATH = '/hall-of-fame';
export const HALL_OF_FAME_MEMBER_ROUTE = '/hall-of-fame/:playerId';
export const RECORDS_PATH = '/records';

export const hallOfFameMemberPath = (playerId: string) => `${HALL_OF_FAME_PATH}/${encodeURIComponent(playerId)}`;
