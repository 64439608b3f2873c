/** One target's verdict in the bench report; its own file so each section and the report share it. */
export interface TargetResult {
  name: string;
  target: string;
  actual: string;
  status: 'PASS' | 'FAIL' | 'MISSING';
}
