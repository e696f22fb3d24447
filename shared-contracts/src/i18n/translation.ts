/**
 * The shape a catalogue in another language must have: every key of the English one, texts as texts and message
 * functions with the same parameters (their wording, plurals included, is the language's own).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : Translation<T[K]>;
};
