import { describe, expect, it } from 'vitest';
import { databaseErrorAnswer, sqlState } from './sql-errors.ts';

const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code });
/** As MikroORM throws it: its own exception with the driver's error as the cause. */
const wrapped = (code: string) => Object.assign(new Error('wrapped'), { cause: pgError(code) });

describe('every PostgreSQL error class has one answer', () => {
  it.each([
    ['22001', 400],
    ['22003', 400],
    ['22P02', 400],
    ['22021', 400],
    ['2201X', 400],
    ['23502', 400],
    ['23505', 409],
    ['23503', 409],
    ['23514', 409],
    ['23P01', 409],
    ['54000', 400],
    ['08006', 503],
    ['53300', 503],
    ['57P01', 503],
    ['57014', 503],
    ['40001', 503],
    ['55P03', 503],
    ['58030', 503],
  ])('%s → %i', (code, status) => {
    expect(databaseErrorAnswer(pgError(code))?.status).toBe(status);
    expect(databaseErrorAnswer(wrapped(code))?.status).toBe(status);
  });

  it('asks for a retry when the database cannot answer', () => {
    expect(databaseErrorAnswer(pgError('57014'))?.retryAfterSeconds).toBeGreaterThan(0);
    expect(databaseErrorAnswer(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))?.status).toBe(503);
  });

  it('leaves our own faults (syntax, unknown column) and non-database errors to the 500 answer', () => {
    expect(databaseErrorAnswer(pgError('42601'))).toBeUndefined();
    expect(databaseErrorAnswer(pgError('42703'))).toBeUndefined();
    expect(databaseErrorAnswer(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('reads the SQLSTATE through wrappers, and only a SQLSTATE', () => {
    expect(sqlState(wrapped('23505'))).toBe('23505');
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
  });
});
