#pragma once

// The built-in rows the price-history tests read (resources/catalog/offers.json): the ids they ask
// for, and the AWS trn1.32xlarge system's history as a CSV, as the GUI's export and
// `chipatlas-cli chart --prices` write it (application/pricehistory.h).
#include <QByteArray>
#include <QString>

namespace pricehistoryrows {

inline const QString kH100 = QStringLiteral("nvidia-h100-sxm");
inline const QString kTrn1 = QStringLiteral("aws-trn1-32xlarge");
inline const QString kTrn1OnDemand = QStringLiteral("aws-us-east-1-trn1.32xlarge-on-demand");

// Every price, dated or not, one row each, every field quoted (csvwriter.h); per chip-hour
// worked out by hand: 15.49 / 16 = 0.968125; 21.5 / 16 = 1.34375; 13.22895 / 16 = 0.826809375.
inline const QByteArray kTrn1Csv =
    "\"series\",\"kind\",\"offer_id\",\"target_id\",\"pricing\",\"seen\",\"seen_note\","
    "\"price_per_chip_hour\",\"price_per_instance_hour\",\"chips\",\"currency\","
    "\"current\",\"cheapest_current\",\"source\"\r\n"
    "\"AWS trn1.32xlarge (EC2 Capacity Block) reserved, ap-southeast-4\",\"offer\","
    "\"aws-ap-southeast-4-trn1.32xlarge-ec2-capacity-block-reserved\","
    "\"aws-trn1-32xlarge\",\"reserved\",\"\",\"before 2025-01-01\",\"0.968125\","
    "\"15.49\",\"16\",\"USD\",\"yes\",\"\","
    "\"https://aws.amazon.com/ec2/capacityblocks/pricing/ (read from a third-party copy "
    "of the page; AWS's own page was not reachable)\"\r\n"
    "\"AWS trn1.32xlarge on-demand, us-east-1\",\"offer\","
    "\"aws-us-east-1-trn1.32xlarge-on-demand\",\"aws-trn1-32xlarge\",\"on_demand\","
    "\"2025-12-21\",\"file header; vantage data\",\"1.34375\",\"21.5\",\"16\",\"USD\","
    "\"yes\",\"yes\","
    "\"https://github.com/tsaol/aws-gpu/blob/main/data/trn1_instances.js\"\r\n"
    "\"AWS trn1.32xlarge reserved, us-east-1\",\"offer\","
    "\"aws-us-east-1-trn1.32xlarge-reserved\",\"aws-trn1-32xlarge\",\"reserved\","
    "\"2025-12-21\",\"\",\"0.826809375\",\"13.22895\",\"16\",\"USD\",\"yes\",\"\","
    "\"https://github.com/tsaol/aws-gpu/blob/main/data/trn1_instances.js\"\r\n";

} // namespace pricehistoryrows
