// What the stack script and the fault tests share (see stack.mjs and load.mjs).
export * from './stack.mjs';
export * from './load.mjs';
