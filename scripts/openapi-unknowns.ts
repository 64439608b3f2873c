import { apiDocument } from '../src/server/api/api-routes';
import { describedAnswers, unknownFields } from '../src/server/http/openapi/answer-coverage';

/*
 * What a client generated from /api/openapi.json (openapi-typescript) cannot type: the fields it
 * would make `unknown` and the success answers still "Described, not typed". Counted by walking
 * the document's schemas (a schema with no type, reference, union, enum or const is `unknown`),
 * without generating a client. `npm run api:unknowns`; `-- --list` names each.
 */
const document = apiDocument();
const unknowns = unknownFields(document);
const described = describedAnswers(document);
if (process.argv.includes('--list')) {
  process.stdout.write(
    ['Described, not typed:', ...described, '', 'unknown:', ...unknowns, ''].join('\n'),
  );
}
process.stdout.write(
  `${unknowns.length} unknown fields; ${described.length} answers described, not typed\n`,
);
