import QRCode from 'qrcode';
import type { Ctx } from '../../../../core/shared/context.ts';
import { createCategory } from '../../../../core/catalogue/category-tree.ts';
import { brands, googleCategories, specNames } from '../../../../core/catalogue/named-kinds.ts';
import { createProduct } from '../../../../core/catalogue/product-service.ts';
import { ZProductInput } from '../../../../core/catalogue/product-schema.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface CatalogueFixtures {
  categoryId: string;
  brandId: string;
  googleCategoryId: string;
  specNameId: string;
  tagId: string;
  productId: string;
  productSku: string;
  optionId: string;
  optionSku: string;
  pictureId: string;
}

/** Merchant A's catalogue: one of each taxonomy and a product with a variant, all carrying A's marker. */
export async function seedCatalogue(ctx: Ctx, marker: string): Promise<CatalogueFixtures> {
  const category = await createCategory(ctx, { parentId: null, nameEn: `Category ${marker}`, nameCn: '', nameBm: '', detailEn: marker, detailCn: '', detailBm: '', pictureId: null, sort: 0 });
  const brand = await brands.create(ctx, { nameEn: `Brand ${marker}`, nameCn: '', nameBm: '', detailEn: marker, detailCn: '', detailBm: '', pictureId: null });
  const google = await googleCategories.create(ctx, { name: `Google ${marker}` });
  const spec = await specNames.create(ctx, { nameEn: `Spec ${marker}`, nameCn: '', nameBm: '' });
  const picture = await saveUpload(ctx, 'product-image', `${marker}.png`, await QRCode.toBuffer(marker));
  const product = await createProduct(
    ctx,
    ZProductInput.parse({
      sku: `SKU-${marker}`,
      nameEn: `Product ${marker}`,
      detailEn: `A product described for ${marker}`,
      categoryIds: [category.id],
      tags: [`tag-${marker}`],
      brandId: brand.id,
      googleCategoryId: google.id,
      specs: [{ specNameId: spec.id, nameEn: `Spec ${marker}`, detailEn: marker }],
      images: [{ uploadId: picture.id }],
      variants: [{ name: 'Colour', options: [{ name: `Red ${marker}`, sku: `OPT-${marker}`, priceSen: 1990, stock: 5 }] }],
      logistics: [{ logistic: 'delivery', enabled: true }],
    }),
  );
  const tag = await ctx.db.productTag.findFirstOrThrow({ where: { merchantId: ctx.merchantId }, select: { id: true } });
  return {
    categoryId: category.id,
    brandId: brand.id,
    googleCategoryId: google.id,
    specNameId: spec.id,
    tagId: tag.id,
    productId: product.id,
    productSku: product.sku,
    optionId: product.variants[0]!.options[0]!.id,
    optionSku: product.variants[0]!.options[0]!.sku,
    pictureId: picture.id,
  };
}
