"""The fit of when a city is doubted for its buildings (tests/photo_doubt_fit.py), on photos
made up here: it learns that unsure buildings of a type nearly tied are the wrong ones, and its
cross-validation judges each fold on a model fitted without it."""

from __future__ import annotations

from alhambra_gui.photo.doubt import Signs

from .photo_doubt_fit import Photo, cross_validate, expected, fit, least_must


def _photos() -> list[Photo]:
    """40 seeds: every fifth photo has two buildings read 0.4 sure of a type nearly tied, both
    wrong (two cells off); the others are read exactly (every seventh a cell off), their buildings
    sure, or 0.6 sure of a clear type, and one 0.5 sure."""
    made = []
    for seed in range(40):
        sure = [(Signs(0.95, 0.9), True)] * 8 + [(Signs(0.6, 0.9), True)] * (seed % 3)
        if seed % 5 == 0:
            wrong = [(Signs(0.4, 0.05), False), (Signs(0.45, 0.1), False)]
            made.append(Photo("usual", seed, 2, False, [*sure, *wrong]))
        else:
            right = seed % 7 != 0
            made.append(Photo("usual", seed, 0 if right else 1, False, [*sure, (Signs(0.5, 0.3), right)]))
    return made


def test_the_fit_learns_that_unsure_buildings_of_a_type_nearly_tied_are_wrong():
    photos = _photos()
    weights = fit(photos)
    assert weights[1] < 0 and weights[2] < 0  # surer tile and clearer type: less likely wrong
    must = [expected(weights, p) for p in photos if p.must]
    exact = [expected(weights, p) for p in photos if p.off is not None and p.off <= 1]
    assert min(must) > max(exact)
    assert least_must(weights, photos) == min(must)


def test_cross_validation_judges_each_fold_on_a_model_fitted_without_it():
    judged = cross_validate(_photos(), 4)
    assert judged[1.0].silent == 0 and judged[1.0].doubted == 8 and judged[1.0].exact_doubted == 0
    # a photo doubted for something else is never left silent, whatever the threshold
    doubted = [Photo("usual", 100 + s, 5, True, [(Signs(0.99, 0.9), False)]) for s in range(4)]
    assert cross_validate(_photos() + doubted, 4)[1.0].silent == 0
