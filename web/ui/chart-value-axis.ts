/**
 * The value axis of a chart: from zero, labelled as its figures are written, and in whole steps
 * when every figure is a whole number (people, sign-ins, selections), so that no axis of a few
 * people counts in fifths of a person. Money keeps chart.js's own steps.
 */
export function valueAxis(values: readonly number[], formatValue: (value: number) => string) {
  const wholeNumbers = values.every(Number.isInteger);
  return {
    beginAtZero: true,
    ticks: {
      ...(wholeNumbers ? { precision: 0 } : {}),
      callback: (value: number | string) => formatValue(Number(value)),
    },
  };
}
