// The lint gate of `npm test`: type-aware rules for promises, import cycles, and the layering between workspaces.
// Formatting is Prettier's alone (`npm run lint` runs `prettier --check` after this).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx'];
const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs'];

/**
 * What one client feature may import from another. A feature's other modules are its internals. The public modules
 * are listed rather than re-exported from an index: a barrel would tie the lazily loaded screens (the Hub, the Live
 * Centre, the live match dialog) into whichever chunk imports the barrel first.
 */
const CLIENT_FEATURE_PUBLIC = {
  academy: ['AcademyTab.tsx', 'ProspectCard.tsx', 'tournament-logic.ts'],
  dashboard: ['DashboardTab.tsx'],
  europe: ['EuropeanLeaguesTab.tsx'],
  finances: ['FinancesTab.tsx', 'finance-logic.ts'],
  // A league match's page reuses a friendly's stop buttons and texts (two coaches, a clock the room stops).
  friendlies: ['FriendlyControls.tsx', 'friendly-logic.ts', 'friendly-paths.ts'],
  live: [
    'GameClock.tsx',
    'LateGamePanel.tsx',
    'LiveAnnouncer.tsx',
    'ManagerMatchPage.tsx',
    'ManagerPanels.tsx',
    'MatchStatusPanels.tsx',
    'PhoneMatchControls.tsx',
    'SubstitutionPanel.tsx',
    'live-connection.ts',
    'live-logic.ts',
    'match-path.ts',
    'useLiveMatch.ts',
  ],
  // The match kit every match page lays out with: the live pages, the Live Centre, friendlies, reports and replays.
  'match-view': [
    'LiveFeed.tsx',
    'MatchDetailTabs.tsx',
    'MatchLayout.tsx',
    'ReplayHeader.tsx',
    'ReplayScreen.tsx',
    'ReplayPlayer.tsx',
    'ScoreFlow.tsx',
    'Scoreboard.tsx',
    'ShotChart.tsx',
  ],
  // A retired player's page shows his Hall of Fame entry.
  history: ['HallOfFameEntry.tsx', 'SeasonAwardsSummary.tsx'],
  'live-centre': ['WatchLiveSection.tsx'],
  office: ['OfficeTab.tsx', 'ScoutReportsPanel.tsx', 'office-gate.ts'],
  players: ['PlayerLink.tsx', 'RosterTable.tsx'],
  processing: ['ProcessingDialog.tsx', 'tips.ts'],
  profile: ['ProfilePanel.tsx'],
  roster: ['ListControls.tsx', 'PlayerCard.tsx', 'RosterTab.tsx', 'roster-logic.ts'],
  schedule: ['ScheduleTab.tsx'],
  settings: ['SettingsTab.tsx'],
  standings: ['StandingCells.tsx', 'StandingsTab.tsx'],
  'team-roster': ['TeamRosterView.tsx', 'team-sort.ts'],
  transfers: ['MakeOfferDialog.tsx', 'TransfersTab.tsx', 'transfer-signal.ts'],
};

const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const clientFeatureZones = clientFeatures.map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: './client/src/features',
  except: [
    `./${feature}`,
    ...clientFeatures
      .filter((other) => other !== feature)
      .flatMap((other) => ['index.ts', 'index.tsx', ...(CLIENT_FEATURE_PUBLIC[other] ?? [])].map((file) => `./${other}/${file}`)),
  ],
  message: `A feature imports another feature only through its public modules (CLIENT_FEATURE_PUBLIC in eslint.config.js).`,
}));

/**
 * The API's layers, bottom first. A file under api/src/<layer>/ imports its own layer and the layers below it, never
 * one above: models know no service, services know no flow that strings them together, and nothing but the edge
 * knows HTTP. Features are folders inside each layer (api/src/domain/transfers/, api/src/routes/transfers/).
 * api/src/main.ts, the entry point, sits above them all. Tests and benches may import any layer.
 */
const API_LAYERS = [
  { name: 'infra', holds: 'the store, locks, configuration, domain errors and Express plumbing' },
  { name: 'models', holds: 'mongoose models, DTOs and the types they share' },
  { name: 'domain', holds: "the features' rules and services" },
  { name: 'orchestrators', holds: 'flows across features: matchday processing, season end, career setup' },
  { name: 'routes', holds: 'the edge: HTTP routes, app.ts and the game server bindings' },
];

const apiLayerZones = [
  ...API_LAYERS.slice(0, -1).map((layer, i) => ({
    target: `./api/src/${layer.name}`,
    from: API_LAYERS.slice(i + 1).map((above) => `./api/src/${above.name}`),
    message:
      `api/src/${layer.name} (${layer.holds}) may import only ${API_LAYERS.slice(0, i + 1)
        .map((l) => l.name)
        .join(', ')} and packages. The API is layered infra < models < domain < orchestrators < routes and imports point ` +
      'down: move the importing file up to the layer it belongs to, or the code it needs down (API_LAYERS in eslint.config.js).',
  })),
  {
    target: API_LAYERS.map((layer) => `./api/src/${layer.name}`),
    from: ['./api/src/*.ts'],
    message: 'A layer never imports a file directly in api/src: that is the entry point (main.ts). New modules go into a layer folder.',
  },
];

const workspaceImports = (...names) => names.map((name) => ({ group: [`@hardwood/${name}`, `@hardwood/${name}/*`] }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-output/**',
      'data/**',
      'load-tests/reports/**',
      'load-tests/artillery/**',
      'client/public/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: TS_FILES,
    // Of the recommended type-checked set, these are the rules that found bugs here; the rest found library `any`s
    // (Colyseus, mingo) and test doubles. The type-aware rules below share one program per tsconfig.
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        // The workspaces' vitest configs sit outside both tsconfigs.
        projectService: { allowDefaultProject: ['api/vitest.config.ts', 'game-server/vitest.config.ts', 'shared/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A JSX handler may start async work; the handler's own code deals with its failure.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: JS_FILES,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported modules too: it needs to know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./api', './game-server', './client', './load-tests', './scripts'],
              message: 'shared is the pure domain: it imports no other workspace.',
            },
            { target: './game-server', from: ['./api', './client'], message: 'game-server never imports the api or the client.' },
            {
              target: './api/src/models/**/*.model.ts',
              from: './api/src',
              except: ['./infra/store', './models/players/skill-fields.ts', './models/history/box-score.schema.ts'],
              message: 'A mongoose model imports only the store (api/src/infra/store), the skill and box score field helpers and shared.',
            },
            ...apiLayerZones,
            ...clientFeatureZones,
          ],
        },
      ],
    },
  },
  { files: ['shared/**'], rules: { 'no-restricted-imports': ['error', { patterns: workspaceImports('api', 'game-server', 'client') }] } },
  { files: ['game-server/**'], rules: { 'no-restricted-imports': ['error', { patterns: workspaceImports('api', 'client') }] } },
  {
    files: ['api/src/models/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'Models know nothing of HTTP.' }], patterns: workspaceImports('game-server', 'client') },
      ],
    },
  },
  {
    files: ['api/src/models/**/*.model.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'mongoose',
              message: 'Models take mongoose from api/src/infra/store/mongoose.ts (it installs the embedded driver first).',
            },
            { name: 'express', message: 'Models know nothing of HTTP.' },
          ],
          patterns: workspaceImports('game-server', 'client'),
        },
      ],
    },
  },
  prettier,
);
