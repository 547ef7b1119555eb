const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 350000 → "$3,500.00" */
export const formatUsd = (cents: number): string => usdFormat.format(cents / 100);
