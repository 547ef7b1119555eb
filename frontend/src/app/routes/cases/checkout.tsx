import { useParams } from 'wouter';
import { CasePlaceholder } from './case-page';

export function CheckoutRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  return (
    <CasePlaceholder
      title="Checkout"
      description="Review your order and pay for your document."
      caseId={caseId}
    >
      <p>Card payment for documents is being built. You have not been charged.</p>
    </CasePlaceholder>
  );
}
