import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import {
  describeEventStoreContract,
  type ContractCapabilities,
  type ContractFactory,
} from '../testing/event-store/event-store.contract';
import { openPgTestStore } from '../testing/event-store/pg-store';

/*
 * One contract, every adapter. PostgreSQL always runs. KurrentDB runs only where KURRENTDB_URL points at a
 * server (none can run on our machines: no container engine, no package): the list of adapters is built here,
 * at load time, so a run without it has no KurrentDB tests at all rather than skipped ones.
 */
const adapters: Array<[string, ContractFactory, ContractCapabilities]> = [
  [
    'postgres',
    async (upcasters) => {
      const t = await openPgTestStore({ upcasters });
      return { store: t.store, close: () => t.close() };
    },
    { uniqueEventIdsAcrossStreams: true },
  ],
];

const kurrentUrl = process.env.KURRENTDB_URL;
if (kurrentUrl) {
  adapters.push([
    'kurrentdb',
    async (upcasters) => {
      const store = KurrentDbEventStore.connect(kurrentUrl, upcasters);
      return { store, close: () => store.dispose() };
    },
    { uniqueEventIdsAcrossStreams: false },
  ]);
}

for (const [name, factory, capabilities] of adapters) describeEventStoreContract(name, factory, capabilities);
