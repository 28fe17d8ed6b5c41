from datetime import date

from swcmem.temporal.calendar import (
    add_months,
    last_season,
    month_number,
    next_weekday,
    previous_weekday,
    season_containing,
    valid_date,
    week_of,
    weekday_number,
    weekend_after,
    weekend_before,
)

THU = date(2023, 5, 25)


def test_week_is_monday_to_sunday() -> None:
    assert week_of(THU) == (date(2023, 5, 22), date(2023, 5, 28))


def test_weekends_before_and_after() -> None:
    assert weekend_before(THU) == (date(2023, 5, 20), date(2023, 5, 21))
    assert weekend_before(THU, 2) == (date(2023, 5, 13), date(2023, 5, 14))
    # said on a Sunday, "last weekend" is the one before the current one
    assert weekend_before(date(2023, 5, 21)) == (date(2023, 5, 13), date(2023, 5, 14))
    assert weekend_after(THU) == (date(2023, 5, 27), date(2023, 5, 28))


def test_weekdays_strictly_before_and_after() -> None:
    assert previous_weekday(THU, 5) == date(2023, 5, 20)
    assert previous_weekday(THU, 3) == date(2023, 5, 18)  # same weekday: a week back
    assert next_weekday(THU, 4) == date(2023, 5, 26)


def test_month_arithmetic_clamps() -> None:
    assert add_months(date(2023, 1, 31), 1) == date(2023, 2, 28)
    assert add_months(date(2023, 1, 15), -13) == date(2021, 12, 15)


def test_seasons() -> None:
    assert season_containing(date(2023, 1, 10)) == ("winter", 2022)
    assert last_season("summer", date(2023, 7, 10)) == (date(2022, 6, 1), date(2022, 8, 31))
    assert last_season("summer", date(2023, 10, 10)) == (date(2023, 6, 1), date(2023, 8, 31))


def test_names_and_invalid_dates() -> None:
    assert month_number("Januarty") == 1
    assert month_number("sept.") == 9
    assert month_number("xy") is None
    assert weekday_number("Tues") == 1
    assert valid_date(2023, 2, 29) is None
    assert valid_date(2024, 2, 29) == date(2024, 2, 29)
