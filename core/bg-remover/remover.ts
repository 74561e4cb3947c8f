/**
 * The port of the model that cuts an image's background out: the image's bytes (JPEG, PNG or
 * GIF, whose first frame counts) in, a PNG of the same size with the background transparent out.
 * The adapter (server/integrations/bg-remover) runs a model on this machine: no network.
 */
export interface BackgroundRemover {
  remove(image: Buffer): Promise<Buffer>;
}
