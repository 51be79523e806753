/**
 * The house's map (DESIGN §2), enforced by `npm run lint`: which part may import which, no cycles between files,
 * and each room's outside users going through its public entry. Paths are relative to the repository's root.
 * `scripts/house-rules.test.ts` breaks each rule on purpose in a throwaway tree and checks that it is caught.
 */
const OURS =
  '^(api|model|storage|sync|messaging|auth|i18n|sites|content|ui|background|cv|config|entrypoints|server|tests|scripts)/';
/** The contract: the service's shapes, shared with the reference server; it imports nothing of ours. */
const CONTRACT = '^api/(contract/|countries\\.ts$|digest\\.ts$|job-ref\\.ts$|job-ref-limits\\.ts$|safe-link\\.ts$)';
/** The account client: the `/me` API with the bearer token, for sync and the composition root only. */
const ACCOUNT_CLIENT = '^api/(client\\.ts$|account/)';
/** Any client of the service, token-free or not: the content script talks to the background instead. */
const CLIENTS = '^api/(client\\.ts$|account/|public\\.ts$|http\\.ts$)';
const PREACT = '^node_modules/(preact|@preact)/';
const DEXIE = '^node_modules/dexie/';
const ZOD = '^node_modules/zod/';
/** Test code may reach into a room (fixtures, internals under test); the public-entry rule is for the product. */
const TEST_CODE = ['\\.test\\.tsx?$', '(^|/)testing/', '^tests/', '\\.model\\.test\\.ts$'];

/** `from` may not import `to`: one rule per arrow DESIGN §2 forbids. */
const arrow = (name, from, to, comment) => ({ name, severity: 'error', comment, from: { path: from }, to });

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycles between files.',
      from: {},
      to: { circular: true },
    },
    arrow(
      'contract-imports-nothing-of-ours',
      CONTRACT,
      { path: OURS, pathNot: CONTRACT },
      'The contract depends on nothing of ours: it is shared with server/.',
    ),
    arrow(
      'model-imports-only-the-contract',
      '^model/',
      { path: [OURS, PREACT, DEXIE], pathNot: [CONTRACT, '^model/'] },
      "model/ is jobstar's vocabulary: it depends on the contract only (no storage, sync, i18n, messaging, auth, ui, background, Preact or Dexie).",
    ),
    arrow(
      'storage-reports-kinds',
      '^storage/',
      { path: ['^(i18n|sync|ui|messaging|background|auth)/', ACCOUNT_CLIENT, PREACT] },
      'storage/ imports no i18n, sync, ui, messaging, background, account client or auth: it reports error kinds, and sync builds on it.',
    ),
    arrow(
      'sync-stays-below-the-pages',
      '^sync/',
      { path: '^(ui|messaging|background|i18n)/' },
      'sync/ imports no ui, messaging, background or i18n: the composition root wires it, pages read its state from storage.',
    ),
    arrow(
      'messaging-names-model-types',
      '^messaging/',
      { path: '^(storage|sync|ui|background)/' },
      'messaging/ names model and contract types, never storage, sync, ui or background.',
    ),
    arrow(
      'auth-persists-through-its-interface',
      '^auth/',
      { path: '^(storage|sync|ui|messaging|i18n)/' },
      'auth/ imports no storage, sync, ui, messaging or i18n: the composition root hands it its store, pages word its kinds.',
    ),
    arrow(
      'i18n-words-the-model',
      '^i18n/',
      { path: '^(storage|sync|ui|background|auth)/' },
      "i18n/ words the model's kinds: no storage, sync, ui, background or auth.",
    ),
    arrow(
      'sites-are-pure-readers',
      '^sites/',
      { path: [OURS, ZOD, DEXIE, PREACT], pathNot: [CONTRACT, '^sites/'] },
      'sites/ holds pure page readers: nothing of ours but the contract, and no zod, Dexie or Preact (the content script carries them).',
    ),
    arrow(
      'content-messages-the-background',
      '^content/',
      { path: ['^(storage|sync|auth|ui|background)/', CLIENTS, ZOD, DEXIE, PREACT] },
      'content/ never touches storage, sync, a service client, auth, ui or background, nor zod, Dexie or Preact: it messages the background.',
    ),
    arrow(
      'ui-writes-through-messages',
      '^ui/',
      { path: ['^(auth|sync)/', ACCOUNT_CLIENT] },
      "ui/ never uses the account client, auth or sync: pages read through storage's queries and api/public.ts and write through messages.",
    ),
    arrow(
      'background-has-no-ui',
      '^background/',
      { path: ['^ui/', PREACT] },
      'background/ never imports ui/ or Preact.',
    ),
    arrow(
      'server-shares-only-the-contract',
      '^server/',
      { path: OURS, pathNot: [CONTRACT, '^server/'] },
      'server/ shares only the contract with the extension.',
    ),
    {
      name: 'storage-through-its-entries',
      severity: 'error',
      comment:
        "Outside storage/, an entity is imported through its index.ts (the Dexie-free db-names.ts too, for the popup's first frame).",
      from: { path: OURS, pathNot: ['^storage/', ...TEST_CODE] },
      to: { path: '^storage/[^/]+/', pathNot: ['^storage/[^/]+/index\\.ts$', '^storage/db/db-names\\.ts$'] },
    },
    {
      name: 'auth-through-its-entry',
      severity: 'error',
      comment: 'Outside auth/, sign-in is imported through auth/index.ts.',
      from: { path: OURS, pathNot: ['^auth/', ...TEST_CODE] },
      to: { path: '^auth/', pathNot: '^auth/index\\.ts$' },
    },
    {
      name: 'sync-through-its-entry',
      severity: 'error',
      comment: 'Outside sync/, the engine is imported through sync/index.ts.',
      from: { path: OURS, pathNot: ['^sync/', ...TEST_CODE] },
      to: { path: '^sync/', pathNot: '^sync/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.output|\\.wxt|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
