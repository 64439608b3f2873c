import { graphql } from 'gatsby';

/*
 * The locale namespaces each family of admin screens uses (issue 26.8: a page loads only its
 * screens' texts, with its data, so nothing shows a key while texts load). One fragment per
 * family, named by the pages' queries; src/build/admin-page-namespaces.test.ts checks each
 * page's screens name no key outside its family's namespaces.
 */

export const adminSiteLocales = graphql`
  fragment AdminSiteLocales on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["translation", "admin", "adminImport", "adminProducts", "adminSite"] }
      }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export const adminPeopleLocales = graphql`
  fragment AdminPeopleLocales on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["translation", "admin", "adminImport", "adminPeople"] }
      }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export const adminReferenceLocales = graphql`
  fragment AdminReferenceLocales on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["translation", "admin", "adminImport", "adminProducts", "adminReference"] }
      }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export const adminProductsLocales = graphql`
  fragment AdminProductsLocales on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["translation", "admin", "adminImport", "adminProducts"] }
      }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export const adminOrdersLocales = graphql`
  fragment AdminOrdersLocales on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["translation", "admin", "adminImport", "adminOrders"] }
      }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export const adminSalesLocales = graphql`
  fragment AdminSalesLocales on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["translation", "admin", "adminImport", "adminSales"] }
      }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export const adminImportLocales = graphql`
  fragment AdminImportLocales on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["translation", "admin", "adminImport"] } }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
