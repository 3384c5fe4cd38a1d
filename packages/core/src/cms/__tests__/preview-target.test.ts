import { previewTarget } from '../preview-target';

describe('previewTarget', () => {
  const targets = { docP: { en: '/contact-oasis-key/', fr: '/fr/contact-oasis-key/' } };

  it('opens the entry in its language, else in English', () => {
    expect(previewTarget(targets, '?documentId=docP&locale=fr')).toEqual({ path: '/fr/contact-oasis-key/' });
    expect(previewTarget(targets, '?documentId=docP&locale=pl')).toEqual({ path: '/contact-oasis-key/' });
    expect(previewTarget(targets, '?documentId=docP')).toEqual({ path: '/contact-oasis-key/' });
  });

  it('says why when the entry has no page yet', () => {
    expect(previewTarget(targets, '?documentId=nope&locale=fr')).toEqual({
      problem: expect.stringMatching(/no page on the preview site yet/),
    });
    expect(previewTarget(targets, '')).toEqual({ problem: expect.stringMatching(/no page on the preview site yet/) });
  });
});
