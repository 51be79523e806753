/**
 * The upgrade to version 6 (db.ts): every move of every application gets an id, so that histories can merge as
 * sets of moves (DESIGN §4 rule 15). The first move is the star itself and is `star` on every device.
 */
import type { Transaction } from 'dexie';
import type { ApplicationRow, Move } from '../../model/application';

export const STAR_MOVE_ID = 'star';

/** The moves with ids: the first is the star's, a move that has one keeps it. */
export const withMoveIds = (history: readonly Move[]): Move[] =>
  history.map((move, index) => (move.id ? move : { ...move, id: index === 0 ? STAR_MOVE_ID : crypto.randomUUID() }));

export const nameMoves = (tx: Transaction) =>
  tx
    .table<ApplicationRow, string>('applications')
    .toCollection()
    .modify((row) => {
      row.history = withMoveIds(row.history);
    });
