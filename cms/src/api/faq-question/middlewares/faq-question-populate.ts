import { defaultPopulate } from '../../../utils/default-populate';

/** What a reader of this type needs when it asks for nothing or for `populate=*`. */
export default defaultPopulate({
  theme: {
    fields: ['titre', 'slug', 'ordre'],
  },
});
