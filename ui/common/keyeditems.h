#pragma once

#include <QComboBox>

namespace chipatlas {

// Fills `combo` with one item for each of `values`, in their order: name(value) for the user,
// key(value), the value's settings key, as the item's data (findData() finds it again).
template <typename Values, typename Name, typename Key>
void addKeyedItems(QComboBox* combo, const Values& values, Name name, Key key) {
    for (const auto& value : values)
        combo->addItem(name(value), key(value));
}

} // namespace chipatlas
