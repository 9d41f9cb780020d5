/** One benefit's take-up page's heading and title, apart from the page: its route names it (web/app/router.tsx). */
export const takeUpDetailTitle = (benefit: string) => `${benefit} take-up`;
