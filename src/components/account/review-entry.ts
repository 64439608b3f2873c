/** A review as GET product_reviews (approved ones) and GET/POST reviews (the customer's own) answer it. */
export interface ReviewEntry {
  _id: string;
  sku: string;
  nickName: string;
  rating: number;
  title: string;
  comment: string;
  date: string;
}

/** The customer's own review, with its product and moderation status. */
export interface OwnReview extends ReviewEntry {
  name: string;
  itaName: string;
  url: string;
  /** P pending approval, A approved, H hidden. */
  status: 'P' | 'A' | 'H';
}
