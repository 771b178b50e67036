import { Modal } from '../kit/Modal';
import type { Explanation } from './explanation';

/** Why a figure of the grid is what it is: the engine's sentences, block by block (explanation.ts). */
export function ExplanationModal({ explanation, onClose }: { explanation: Explanation; onClose: () => void }) {
  return (
    <Modal open title={explanation.title} width={600} onClose={onClose}>
      <div data-testid="explanation" className="flex flex-col gap-3">
        {explanation.blocks.map((block, i) => (
          <section key={block.heading ?? i} data-testid="explanation-block" className="flex flex-col gap-1">
            {block.heading && <h3 className="font-semibold">{block.heading}</h3>}
            <ul className="flex list-disc flex-col gap-0.5 pl-5">
              {block.lines.map((line) => (
                <li key={line} data-testid="explanation-line">
                  {line}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}
