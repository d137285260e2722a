/** The practice's wall-clock helpers now live in shared/practice (the agenda reads them too). */
export * from '../../shared/practice/zoned';
