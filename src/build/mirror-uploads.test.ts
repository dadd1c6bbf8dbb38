import { uploadPaths } from './mirror-uploads';

describe('uploadPaths', () => {
  it('lists originals and formats once, sorted, and only CMS upload paths', () => {
    expect(
      uploadPaths([
        { url: '/uploads/a.png', formats: { small: { url: '/uploads/small_a.png' }, thumbnail: null } },
        { url: '/uploads/a.png' },
        { url: 'https://cdn.example.org/b.png' },
        { url: '/uploads/../secrets.env' },
      ]),
    ).toEqual(['/uploads/a.png', '/uploads/small_a.png']);
  });
});
