/**
 * Prints the JavaScript and CSS each page of a build loads, measured exactly as the budgets test
 * measures it (tools/lib/budget.ts), against performance-budgets.json:
 * `npx tsx tools/budgets.ts [--dist .cache/test-dist]`. Exits 1 when a budget is broken.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { ROUTES } from '../src/lib/routes';
import { analyseBuild, budgetTable, checkBudgets, loadBudgets, type PageKind } from './lib/budget';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const budgets = loadBudgets(resolve('performance-budgets.json'));
const kinds = new Map<string, PageKind>(ROUTES.map((route) => [route.path, route.kind]));
const pages = analyseBuild(resolve(values.dist), budgets, kinds);
console.log(budgetTable(pages, budgets));
const problems = checkBudgets(pages, budgets);
for (const problem of problems)
  console.error(`${problem.path}: ${problem.rule}: ${problem.detail}`);
process.exit(problems.length ? 1 : 0);
