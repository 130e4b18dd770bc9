// The route table: path patterns and link builders for every page of the site.
export * from './paths';
