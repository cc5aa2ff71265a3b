#pragma once

#include "field.h"
#include "figure.h"

#include <QString>
#include <QStringList>

#include <array>

namespace chipatlas {

// Whether a chip ships with the app or was added by the user. Built-in chips are updated by
// a newer built-in catalog, except for figures the user has edited
// (Catalog::editedFields() reads those marks from the database).
enum class Origin { BuiltIn, User };

struct Chip {
    QString id; // stable slug, e.g. "nvidia-h100-sxm"
    QString vendor;
    QString name;
    QString familyGeneration;
    QString kind; // gpu, asic, tpu, wafer
    QString sparsityNote;
    QStringList sourceUrls;
    QString notes;
    Origin origin = Origin::User;
    std::array<Figure, kFieldCount> figures;

    const Figure& figure(Field field) const { return figures[size_t(field)]; }
    Figure& figure(Field field) { return figures[size_t(field)]; }

    friend bool operator==(const Chip&, const Chip&) = default;
};

} // namespace chipatlas

// Relocatable as its figures are (figure.h): a large list of chips grows in place.
Q_DECLARE_TYPEINFO(chipatlas::Chip, Q_RELOCATABLE_TYPE);
