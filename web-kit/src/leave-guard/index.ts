/**
 * The unsaved-changes guard. Editors call useLeaveGuard(dirty); the shell's router asks before leaving while
 * hasUnsavedChanges() is true. Its own entry, not part of the shared main entry (see registry.ts for why).
 */
export { useLeaveGuard } from './use-leave-guard.js';
export { addLeaveGuard, hasUnsavedChanges } from './registry.js';
