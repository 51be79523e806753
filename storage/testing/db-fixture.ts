/** A fresh, isolated IndexedDB per test: every simulated browser has its own. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { AccountDb } from '../db/db';
import { createLocalStore, type LocalStore } from '../db/local-store';

export const isolated = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

export const freshDb = (name = 'test'): AccountDb => new AccountDb(name, isolated());

export const freshStore = (): LocalStore => createLocalStore(isolated());
