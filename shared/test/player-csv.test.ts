import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_DEFAULTS, csvToPlayers, importSummary, isCsvFileName, playersToCsv } from '../src/index.js';

const player = {
  id: 'a1',
  name: 'Luka "The Kid", Jr.',
  position: 'PG' as const,
  age: 20,
  height: 198,
  weight: 90,
  nationality: 'Slovenia',
  potential: 90,
  shooting: 80,
  threePoint: 78,
  passing: 88,
  defense: 60,
  rebounding: 65,
  athletics: 75,
  basketballIQ: 85,
  avatarUrl: null,
  teamName: 'Real, Madrid',
};

describe('player CSV', () => {
  it('leaves a hidden potential empty in the export, and an empty one out of the import so the stored one stays', () => {
    const csv = playersToCsv([{ ...player, name: 'Plain Name', potential: null }]);
    const potentialCell = csv.split('\r\n')[1]?.split(',')[CSV_COLUMNS.indexOf('potential')];
    expect(potentialCell).toBe('');
    const [row] = csvToPlayers(csv).rows;
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('potential');
    expect(csvToPlayers(playersToCsv([player])).rows[0]?.potential).toBe(90);
  });
  it('exports the columns, quoting names with commas and quotes, and reads them back', () => {
    const csv = playersToCsv([player]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(CSV_COLUMNS.join(','));
    expect(line).toContain('"Luka ""The Kid"", Jr."');
    expect(line).toContain('"Real, Madrid"');
    const back = csvToPlayers(csv);
    expect(back.rows[0]).toEqual({
      id: 'a1',
      name: player.name,
      position: 'PG',
      age: 20,
      height: 198,
      weight: 90,
      nationality: 'Slovenia',
      potential: 90,
      shooting: 80,
      threePoint: 78,
      passing: 88,
      defense: 60,
      rebounding: 65,
      athletics: 75,
      basketballIQ: 85,
      avatarUrl: '',
    });
  });

  it('applies the rules: skipped rows, failed rows, integers, clamps and defaults', () => {
    const header = CSV_COLUMNS.join(',');
    const csv = [
      header,
      'x1,Ann,sg,17,300,40,,99,10,96,50.9,abc,,60,70,,T',
      ',No Id,PG,20,190,90,Italy,80,50,50,50,50,50,50,50,,T',
      'x2,,PG,20,190,90,Italy,80,50,50,50,50,50,50,50,,T',
      'x3,Bad Position,ZZ,20,190,90,Italy,80,50,50,50,50,50,50,50,,T',
      'x4,Short,PG',
    ].join('\n');
    const result = csvToPlayers(csv);
    expect(result.skipped).toBe(2);
    expect(result.failed).toBe(2);
    expect(result.rows).toEqual([
      {
        id: 'x1',
        name: 'Ann',
        position: 'SG',
        age: 18,
        height: 230,
        weight: 60,
        nationality: CSV_DEFAULTS.nationality,
        potential: 95,
        shooting: 25,
        threePoint: 95,
        passing: 50,
        defense: CSV_DEFAULTS.skill,
        rebounding: CSV_DEFAULTS.skill,
        athletics: 60,
        basketballIQ: 70,
        avatarUrl: '',
      },
    ]);
    expect(csvToPlayers('').rows).toEqual([]);
    expect(isCsvFileName('players.CSV')).toBe(true);
    expect(isCsvFileName('players.xlsx')).toBe(false);
    expect(importSummary(3, 1)).toBe('3 players updated successfully. 1 failed.');
  });
});
