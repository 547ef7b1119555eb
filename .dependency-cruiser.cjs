// @ts-check
// The dependency rules of docs/architecture.md, checked by `npm run test:deps` (part of `npm test` and test:lint).
// Run once for the backend (root tsconfig) and once for the frontend (its tsconfig, for the `@/` alias).

const GROUND = '(config|common|database|law|claim)';
/** Composition roots and tests may import anything (rule 5). */
const ROOTS = [
  '\\.spec\\.tsx?$',
  '/testing/',
  '^backend/src/cli/',
  '\\.cli\\.ts$',
  '^backend/src/(app\\.module|main|all-migrations|all-upcasters|all-projections|projections\\.module|rebuild-projections|app\\.setup)\\.ts$',
];
/** Infrastructure below the contexts: the store, jobs, the outbox and per-user rate limits. */
const INFRA = '(event-store|jobs|outbox|rate-limits)';
/** A context's public surface (rule 3): its events, its commands, its one index.ts. */
const PUBLIC_SURFACE = [
  '\\.events\\.ts$',
  '\\.events\\.v[0-9]+\\.ts$',
  '\\.command\\.ts$',
  '/index\\.ts$',
  // A notification channel's name (identity/auth-changed.channel.ts): a constant both sides must agree on.
  '\\.channel\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'rule-1-ground-imports-only-ground',
      comment:
        'Rule 1: ground (config/, common/, database/, law/, claim/) imports nothing from a context, the event store or projections.',
      severity: 'error',
      from: { path: `^backend/src/${GROUND}/`, pathNot: ROOTS },
      to: { path: '^backend/src/', pathNot: `^backend/src/${GROUND}/` },
    },
    {
      name: 'rule-2-event-store-imports-only-ground',
      comment:
        'Rule 2: event-store/ imports only ground and owns its ports (privacy codec, upcasters, health, read-your-writes); never privacy/, health/, jobs/, identity/ or any context.',
      severity: 'error',
      from: { path: '^backend/src/event-store/', pathNot: ROOTS },
      to: {
        path: '^backend/src/',
        pathNot: [`^backend/src/${GROUND}/`, '^backend/src/event-store/'],
      },
    },
    {
      name: 'rule-2-infrastructure-imports-only-infrastructure',
      comment:
        'Rule 2: jobs/, outbox/ and rate-limits/ sit on the event store and ground; a context plugs into them (registered handlers, send conditions), they never import one.',
      severity: 'error',
      from: { path: '^backend/src/(jobs|outbox|rate-limits)/', pathNot: ROOTS },
      to: {
        path: '^backend/src/',
        pathNot: [`^backend/src/${GROUND}/`, `^backend/src/${INFRA}/`],
      },
    },
    {
      name: 'rule-3-contexts-meet-through-events-commands-or-index',
      comment:
        'Rule 3: a context reaches another only through its *.events.ts, its *.command.ts or its one index.ts, never its controllers, queries or tables. When a lower context needs a higher one, the lower one defines a port.',
      severity: 'error',
      from: {
        path: '^backend/src/([^/]+)/',
        pathNot: [...ROOTS, `^backend/src/${GROUND}/`, `^backend/src/${INFRA}/`],
      },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: ['^backend/src/$1/', `^backend/src/${GROUND}/`, `^backend/src/${INFRA}/`, ...PUBLIC_SURFACE],
      },
    },
    {
      name: 'rule-3-the-case-file-sits-below-the-contexts-that-use-it',
      comment:
        'Rule 3: case-file/ owns the case stream and imports none of subscriptions/, attorneys/, support/, notifications/, audit/ or privacy/; plan cover and billing come through its own ports (CheckoutCustomers, CaseCoverage).',
      severity: 'error',
      from: { path: '^backend/src/case-file/', pathNot: ROOTS },
      to: { path: '^backend/src/(subscriptions|attorneys|support|notifications|audit|privacy)/' },
    },
    {
      name: 'rule-3-the-case-file-is-reached-through-its-index',
      comment:
        'Rule 3: other folders act on or read a case only through case-file/index.ts (its events and commands included), never a part inside it.',
      severity: 'error',
      from: { path: '^backend/src/', pathNot: [...ROOTS, '^backend/src/case-file/'] },
      to: { path: '^backend/src/case-file/', pathNot: '^backend/src/case-file/index\\.ts$' },
    },
    {
      name: 'rule-4-a-read-model-reads-its-own-context-events-and-ground',
      comment:
        'Rule 4: a read model (<context>/read-models/) imports only its own context, events (*.events.ts), pure vocabulary (*.types.ts, *.channel.ts), the event-store projection kit and ground. Other contexts read it through its context\'s index.ts (rule 3).',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/(read-models|[a-z-]+/read-models)/', pathNot: ROOTS },
      to: {
        path: '^backend/src/',
        pathNot: [
          '^backend/src/$1/',
          `^backend/src/${GROUND}/`,
          '^backend/src/event-store/',
          '\\.events\\.ts$',
          '\\.events\\.v[0-9]+\\.ts$',
          '\\.types\\.ts$',
          '\\.channel\\.ts$',
        ],
      },
    },
    {
      name: 'rule-5-clis-live-in-cli',
      comment: 'Rule 5: every command-line entry (*.cli.ts) lives in backend/src/cli/, the one folder allowed to import every context.',
      severity: 'error',
      from: { path: '\\.cli\\.ts$', pathNot: '^backend/src/cli/' },
      to: {},
    },
    {
      name: 'rule-5-test-helpers-live-in-testing',
      comment: 'Rule 5: test helpers live in backend/src/testing/ (never a testing/ folder inside a context reaching upward).',
      severity: 'error',
      from: { path: '^backend/src/.+/testing/', pathNot: '^backend/src/testing/' },
      to: {},
    },
    {
      name: 'rule-5-nothing-outside-cli-and-testing-imports-them',
      comment: 'Rule 5: production code never imports a CLI or a test helper.',
      severity: 'error',
      from: { path: '^backend/src/', pathNot: ROOTS },
      to: { path: ['^backend/src/cli/', '^backend/src/testing/'] },
    },
    {
      name: 'rule-6-features-are-independent',
      comment: 'Rule 6: a frontend feature never imports another feature; compose features in app/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'rule-6-lib-and-components-stay-below-features',
      comment: 'Rule 6: frontend lib/ and components/ never import features/ or app/.',
      severity: 'error',
      from: { path: '^frontend/src/(lib|components)/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'no-import-cycles',
      comment: 'No import cycles, type-only imports included: split the shared part into its own module.',
      severity: 'error',
      from: { path: '^(backend|frontend)/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    moduleSystems: ['cjs', 'es6'],
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
  },
};
