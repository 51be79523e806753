export { clearDiagnostics, readDiagnostics, recordMiss } from './diagnostics';
