/** A label and its one-sentence explanation (the settings screens' words). */
export const pair = (label: string, help: string): [label: string, help: string] => [label, help];
