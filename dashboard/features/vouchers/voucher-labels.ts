import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_TYPE, type DiscountTypeId } from '../../../core/vouchers/constants.ts';
import { percentText, cappedDiscountText } from '../../../core/vouchers/discount-text.ts';
import { formatMoney } from '../../components/format.ts';
import { translateMessage } from '../../i18n/messages.ts';

/** The list's discount amount in the interface language: 'RM 5.00', '10%', 'capped 10% up to RM 20.00', 'Free shipping'. */
export function useDiscountText() {
  const { t } = useTranslation();
  return useCallback(
    (v: { discountType: DiscountTypeId; amountSen: number; percentBp: number; maxDiscountSen: number | null }) => {
      switch (v.discountType) {
        case DISCOUNT_TYPE.fixed:
          return formatMoney(v.amountSen);
        case DISCOUNT_TYPE.percentage:
          return percentText(v.percentBp);
        case DISCOUNT_TYPE.capped:
          return translateMessage(cappedDiscountText(percentText(v.percentBp), formatMoney(v.maxDiscountSen ?? 0)));
        case DISCOUNT_TYPE.freeShipping:
          return t('vouchers.discountTypes.4');
      }
    },
    [t],
  );
}
