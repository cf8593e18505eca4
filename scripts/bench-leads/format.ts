// Figures as the progress lines and the report print them.
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
export const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))}`;
export const thousands = (value: number) => value.toLocaleString('en-US');
