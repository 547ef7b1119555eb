import { randomBytes } from 'node:crypto';
import { SignedLinks } from './signed-links';

describe('signed email links', () => {
  const links = new SignedLinks(randomBytes(32));
  const link = { caseId: 'c-1', linkId: 'l-1', expiresAt: new Date('2027-02-05T15:00:00.000Z') };

  it('reads back what it signed, for its purpose only', () => {
    const answer = links.answerToken(link);
    expect(links.readAnswer(answer)).toEqual(link);
    expect(links.readUnsubscribe(answer)).toBeNull();
    const unsubscribe = links.unsubscribeToken('u-1');
    expect(links.readUnsubscribe(unsubscribe)).toEqual({ userId: 'u-1' });
    expect(links.readAnswer(unsubscribe)).toBeNull();
  });

  it('refuses a changed payload, another key, and anything that is not a token', () => {
    const answer = links.answerToken(link);
    const [kind, , sig] = answer.split('.');
    const forged = Buffer.from(JSON.stringify({ c: 'c-2', l: 'l-1', e: 1_900_000_000 })).toString(
      'base64url',
    );
    expect(links.readAnswer(`${kind}.${forged}.${sig}`)).toBeNull();
    expect(new SignedLinks(randomBytes(32)).readAnswer(answer)).toBeNull();
    for (const bad of ['', 'a1..', 'a1.x.y', `${answer}x`, '\u0000', 42])
      expect(links.readAnswer(bad as string)).toBeNull();
  });
});
