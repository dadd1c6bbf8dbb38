import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';

/**
 * An in-memory span exporter that also tells who waits for a span when it ends: a test waits for
 * the spans it looks at (some end after the answer has left) without polling or delays.
 */
export class ExportateurObserve extends InMemorySpanExporter {
  private attentes: { condition: (span: ReadableSpan) => boolean; resoudre: (span: ReadableSpan) => void }[] = [];

  override export(spans: ReadableSpan[], resultCallback: Parameters<InMemorySpanExporter['export']>[1]): void {
    super.export(spans, resultCallback);
    for (const span of spans) {
      for (const attente of this.attentes.filter((a) => a.condition(span))) {
        this.attentes = this.attentes.filter((a) => a !== attente);
        attente.resoudre(span);
      }
    }
  }

  /** The first finished span meeting `condition`, already there or yet to end. */
  attendre(condition: (span: ReadableSpan) => boolean): Promise<ReadableSpan> {
    const deja = this.getFinishedSpans().find(condition);
    if (deja) return Promise.resolve(deja);
    return new Promise((resoudre) => this.attentes.push({ condition, resoudre }));
  }
}
