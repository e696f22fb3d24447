/** A field of a page as the history dialog and its comparison show it: its name in the content, the editor's label. */
export interface HistoryField {
  name: string;
  label: string;
}
