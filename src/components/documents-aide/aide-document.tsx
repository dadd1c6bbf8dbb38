import styled from '@emotion/styled';
import { theme } from '../../theme';
import { definitionDuDocument, specimenDuDocument } from './aides';
import { DefinitionDocument } from './definition-document';
import { SpecimenPerformance } from './specimen-performance';
import { useAidesDocuments } from './use-aides-documents';

/** The rubric's pages (src/build/contenu/pages-catalogue.ts, `pagesKbisDocuments`). */
const PREFIXE = '/kbis-documents/';

/** Whether `chemin` is the page of one document of « Kbis et documents officiels ». */
export const estPageDocument = (chemin: string) => chemin.startsWith(PREFIXE) && chemin.length > PREFIXE.length;

const Aide = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0 0 ${theme.space.xl};
`;

/**
 * What a « Kbis et documents officiels » page (/kbis-documents/{slug}) adds for the document it
 * presents: its definition from the CMS, and the specimen of financial performance on the annual
 * accounts' page. Other pages, or a document with neither in the CMS: nothing.
 */
export function AideDocument({ chemin }: { chemin: string }) {
  const aides = useAidesDocuments();
  if (!estPageDocument(chemin)) return null;
  const slug = chemin.slice(PREFIXE.length).replace(/\/+$/, '');
  const definition = definitionDuDocument(slug);
  const specimen = specimenDuDocument(slug);
  if (!aides.definition(definition) && !aides.specimen(specimen)) return null;
  return (
    <Aide>
      <DefinitionDocument slug={definition} niveau={3} />
      <SpecimenPerformance slug={specimen} presentation="h2" />
    </Aide>
  );
}
