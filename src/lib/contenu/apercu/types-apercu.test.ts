import { TYPES_APERCU as TYPES_APERCU_DOMAINE } from '@portail/domaine';
import { TYPES_APERCU } from './types-apercu';

describe('previewable types', () => {
  it('renders exactly the types the CMS offers to preview (the domain package’s list)', () => {
    expect(Object.keys(TYPES_APERCU).sort()).toEqual([...TYPES_APERCU_DOMAINE].sort());
  });
});
