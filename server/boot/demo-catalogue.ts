import type { Ctx } from '../../core/shared/context.ts';
import { createCategory } from '../../core/catalogue/category-tree.ts';
import { brands, specNames } from '../../core/catalogue/named-kinds.ts';
import { createProduct } from '../../core/catalogue/product-service.ts';
import { ZProductInput, type TProductInputRaw } from '../../core/catalogue/product-schema.ts';
import { saveUpload } from '../../core/uploads/service.ts';

/** A square picture with the product's name on a colour, so demo products have a main picture. */
async function picture(ctx: Ctx, title: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${colour}"/><text x="300" y="310" font-family="sans-serif" font-size="44" fill="white" text-anchor="middle">${title}</text></svg>`;
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await saveUpload(ctx, 'product-image', `${title}.png`, png)).id;
}

const category = (ctx: Ctx, nameEn: string, parentId: string | null, nameBm = '', nameCn = '') =>
  createCategory(ctx, { parentId, nameEn, nameCn, nameBm, detailEn: '', detailCn: '', detailBm: '', pictureId: null, sort: 0 });

/** A small catalogue for the demo merchant: categories on three levels, brands and five products. */
export async function seedDemoCatalogue(ctx: Ctx): Promise<void> {
  const fashion = await category(ctx, 'Fashion', null, 'Fesyen', '时尚');
  const batik = await category(ctx, 'Batik', fashion.id);
  const shirts = await category(ctx, 'Shirts', batik.id, 'Kemeja', '衬衫');
  const kitchen = await category(ctx, 'Kitchen', null, 'Dapur', '厨房');
  const food = await category(ctx, 'Food', null, 'Makanan', '食品');
  const kedaiBatik = await brands.create(ctx, { nameEn: 'Kedai Batik', nameCn: '', nameBm: '', detailEn: 'Hand-drawn batik from Kelantan', detailCn: '', detailBm: '', pictureId: null });
  const dapurMak = await brands.create(ctx, { nameEn: 'Dapur Mak', nameCn: '', nameBm: '', detailEn: 'Home recipes', detailCn: '', detailBm: '', pictureId: null });
  const material = await specNames.create(ctx, { nameEn: 'Material', nameCn: '材料', nameBm: 'Bahan' });
  const delivery = [{ logistic: 'delivery' as const, enabled: true }, { logistic: 'self_pickup' as const, enabled: true }];
  const products: (TProductInputRaw & { colour: string })[] = [
    {
      colour: '#8c4a2f',
      sku: 'BTK-SHIRT',
      nameEn: 'Batik Shirt',
      nameBm: 'Kemeja Batik',
      nameCn: '峇迪衬衫',
      detailEn: 'Short-sleeved cotton shirt with a hand-drawn batik pattern.',
      categoryIds: [shirts.id],
      brandId: kedaiBatik.id,
      tags: ['batik', 'cotton'],
      specs: [{ specNameId: material.id, nameEn: 'Material', detailEn: 'Cotton' }],
      images: [],
      variants: [
        {
          name: 'Size',
          options: [
            { name: 'S', sku: 'BTK-SHIRT-S', priceSen: 8900, stock: 12 },
            { name: 'M', sku: 'BTK-SHIRT-M', priceSen: 8900, stock: 20 },
            { name: 'L', sku: 'BTK-SHIRT-L', priceSen: 8900, stock: 9 },
          ],
        },
      ],
      wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 7900 }],
      weightGrams: 250,
      logistics: delivery,
    },
    {
      colour: '#b3261e',
      sku: 'SMB-NYET',
      nameEn: 'Sambal Nyet',
      detailEn: 'Crispy chilli sambal in a 200 g jar. Very spicy.',
      categoryIds: [food.id],
      brandId: dapurMak.id,
      tags: ['spicy'],
      images: [],
      priceSen: 1590,
      stock: 120,
      weightGrams: 300,
      logistics: delivery,
    },
    {
      colour: '#37474f',
      sku: 'WOK-32',
      nameEn: 'Non-stick Wok 32 cm',
      detailEn: 'Carbon-steel wok with a non-stick coating, for gas and induction.',
      categoryIds: [kitchen.id],
      images: [],
      priceSen: 12900,
      discountedPriceSen: 10900,
      stock: 8,
      weightGrams: 1800,
      lengthMm: 320,
      widthMm: 320,
      heightMm: 90,
      logistics: delivery,
    },
    {
      colour: '#c28e0e',
      sku: 'KUIH-BOX',
      nameEn: 'Kuih Bangkit Gift Box',
      detailEn: 'Thirty melt-in-the-mouth coconut cookies, baked to order.',
      categoryIds: [food.id],
      brandId: dapurMak.id,
      images: [],
      priceSen: 3500,
      stockUnlimited: true,
      preOrder: true,
      preOrderDays: 10,
      logistics: delivery,
    },
    {
      colour: '#6a1b9a',
      sku: 'SONGKET-SCARF',
      nameEn: 'Songket Scarf',
      detailEn: 'Woven songket scarf with gold thread, limited run.',
      categoryIds: [batik.id],
      brandId: kedaiBatik.id,
      images: [],
      priceSen: 25000,
      stock: 0,
      visibility: 'hidden',
      logistics: delivery,
    },
  ];
  for (const { colour, ...product } of products) {
    const uploadId = await picture(ctx, product.nameEn, colour);
    await createProduct(ctx, ZProductInput.parse({ ...product, images: [{ uploadId }] }));
  }
}
